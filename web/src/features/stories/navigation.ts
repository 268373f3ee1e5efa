import { Trophy } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The stories module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'successStories', to: founder.successStories.getHref(), icon: Trophy, sidebar: { group: 'grow', order: 3 } },
];

export default navigation;
