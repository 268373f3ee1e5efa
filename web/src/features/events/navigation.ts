import { CalendarDays, Video } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The events module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'virtualEvents', to: founder.virtualEvents.getHref(), icon: Video, sidebar: { group: 'grow', order: 1 }, bottomBar: { order: 5, label: 'events' } },
  { label: 'startupEvents', to: founder.events.getHref(), icon: CalendarDays, sidebar: { group: 'grow', order: 2 } },
];

export default navigation;
