import { UserRound } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The profiles module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'profile', to: founder.profile.getHref(), icon: UserRound, sidebar: { group: 'you', order: 1 }, bottomBar: { order: 4 } },
];

export default navigation;
