import { ChartNoAxesCombined } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The analytics module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'analytics', to: founder.analytics.getHref(), icon: ChartNoAxesCombined, sidebar: { group: 'you', order: 2 } },
];

export default navigation;
