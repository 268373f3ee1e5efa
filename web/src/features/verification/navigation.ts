import { BadgeCheck } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The verification module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'verification', to: founder.verification.getHref(), icon: BadgeCheck, sidebar: { group: 'grow', order: 6 } },
];

export default navigation;
