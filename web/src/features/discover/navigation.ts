import { Compass } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The discover module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'discover', to: founder.discover.getHref(), icon: Compass, sidebar: { group: 'network', order: 1 }, bottomBar: { order: 1 } },
];

export default navigation;
