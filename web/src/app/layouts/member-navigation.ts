import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  ChartNoAxesCombined,
  Compass,
  FlaskConical,
  Gauge,
  GraduationCap,
  Handshake,
  Lightbulb,
  MessagesSquare,
  Settings,
  Trophy,
  UserRound,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';

export type NavEntry = { label: string; to: string; icon: LucideIcon };

const { founder } = paths;

const entry = (label: string, to: string, icon: LucideIcon): NavEntry => ({ label, to, icon });

/** The founder area's navigation (SPEC section 2), grouped for the desktop sidebar. */
export const sidebarGroups: ReadonlyArray<{ label: string; entries: readonly NavEntry[] }> = [
  {
    label: 'Network',
    entries: [
      entry('Discover', founder.discover.getHref(), Compass),
      entry('Connections', founder.connections.getHref(), Users),
      entry('Messages', founder.inbox.getHref(), MessagesSquare),
    ],
  },
  {
    label: 'Match',
    entries: [
      entry('Cofounders', founder.cofounders.getHref(), Handshake),
      entry('Mentors', founder.mentors.getHref(), GraduationCap),
      entry('Investors', founder.investors.getHref(), Briefcase),
    ],
  },
  {
    label: 'Grow',
    entries: [
      entry('Virtual Events', founder.virtualEvents.getHref(), Video),
      entry('Startup Events', founder.events.getHref(), CalendarDays),
      entry('Success Stories', founder.successStories.getHref(), Trophy),
      entry('Idea Validation', founder.ideaValidation.getHref(), Lightbulb),
      entry('Founder Score', founder.founderScore.getHref(), Gauge),
      entry('Verification', founder.verification.getHref(), BadgeCheck),
    ],
  },
  {
    label: 'You',
    entries: [
      entry('Profile', founder.profile.getHref(), UserRound),
      entry('Analytics', founder.analytics.getHref(), ChartNoAxesCombined),
      entry('Settings', founder.settings.getHref(), Settings),
      entry('Test', paths.test.getHref(), FlaskConical),
    ],
  },
];

/** The mobile bottom bar (up to 768 px wide). */
export const bottomBarEntries: readonly NavEntry[] = [
  entry('Discover', founder.discover.getHref(), Compass),
  entry('Connections', founder.connections.getHref(), Users),
  entry('Inbox', founder.inbox.getHref(), MessagesSquare),
  entry('Profile', founder.profile.getHref(), UserRound),
  entry('Events', founder.virtualEvents.getHref(), Video),
];

/** The mobile drawer. */
export const drawerEntries: readonly NavEntry[] = [
  entry('Mentors', founder.mentors.getHref(), GraduationCap),
  entry('Investors', founder.investors.getHref(), Briefcase),
  entry('Cofounders', founder.cofounders.getHref(), Handshake),
  entry('Analytics', founder.analytics.getHref(), ChartNoAxesCombined),
  entry('Settings', founder.settings.getHref(), Settings),
];
