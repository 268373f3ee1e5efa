import { Briefcase, GraduationCap, Handshake } from 'lucide-react';

import { paths } from '@/config/paths';
import type { NavEntry } from '@/lib/feature-module';

const { founder } = paths;

/** The pitches module's entries in the founder area's navigation; loaded with the member layout, not the entry. */
const navigation: readonly NavEntry[] = [
  { label: 'cofounders', to: founder.cofounders.getHref(), icon: Handshake, sidebar: { group: 'match', order: 1 } },
  { label: 'mentors', to: founder.mentors.getHref(), icon: GraduationCap, sidebar: { group: 'match', order: 2 } },
  { label: 'investors', to: founder.investors.getHref(), icon: Briefcase, sidebar: { group: 'match', order: 3 } },
];

export default navigation;
