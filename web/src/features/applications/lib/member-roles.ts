import { Briefcase, GraduationCap, Rocket, type LucideIcon } from 'lucide-react';

import { paths } from '@/config/paths';
import type { MemberRole } from '@/features/applications/api/choose-member-role';

export type RoleCard = { role: MemberRole; icon: LucideIcon; description: string; features: readonly string[]; home: string };

/** The role picker's three cards and where each role lands (SPEC section 4). */
export const roleCards: readonly RoleCard[] = [
  {
    role: 'Founder',
    icon: Rocket,
    description: 'Build your startup with the right people beside you.',
    features: ['Discover curated co-founder matches', 'Pitch to vetted investors', 'Apply for mentorship', 'Track your founder score'],
    home: paths.founder.discover.getHref(),
  },
  {
    role: 'Mentor',
    icon: GraduationCap,
    description: 'Guide the next generation of Indian founders.',
    features: ['Review mentorship requests', 'Manage your mentees', 'Schedule sessions on your terms', 'Share hard-won experience'],
    home: paths.mentorDashboard.getHref(),
  },
  {
    role: 'Investor',
    icon: Briefcase,
    description: 'Meet high-potential startups before everyone else.',
    features: ['Discover vetted startups', 'Shortlist the ones you like', 'Receive curated pitches', 'Contact founders directly'],
    home: paths.investorDashboard.getHref(),
  },
];

export function roleCardFor(role: string): RoleCard | undefined {
  return roleCards.find((card) => card.role === role);
}
