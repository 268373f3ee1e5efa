import { Gauge } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The score module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'founderScore', to: founder.founderScore.getHref(), icon: Gauge, sidebar: { group: 'grow', order: 5 } },
];

export default navigation;
