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

/** `label` is a key of the shell catalogue's `nav` (src/locales/<language>/shell.json). */
export type NavEntry = { label: string; to: string; icon: LucideIcon };

const { founder } = paths;

const entry = (label: string, to: string, icon: LucideIcon): NavEntry => ({ label, to, icon });

/** The founder area's navigation (SPEC section 2), grouped for the desktop sidebar; group labels are keys of the shell catalogue's `groups`. */
export const sidebarGroups: ReadonlyArray<{ label: string; entries: readonly NavEntry[] }> = [
  {
    label: 'network',
    entries: [
      entry('discover', founder.discover.getHref(), Compass),
      entry('connections', founder.connections.getHref(), Users),
      entry('messages', founder.inbox.getHref(), MessagesSquare),
    ],
  },
  {
    label: 'match',
    entries: [
      entry('cofounders', founder.cofounders.getHref(), Handshake),
      entry('mentors', founder.mentors.getHref(), GraduationCap),
      entry('investors', founder.investors.getHref(), Briefcase),
    ],
  },
  {
    label: 'grow',
    entries: [
      entry('virtualEvents', founder.virtualEvents.getHref(), Video),
      entry('startupEvents', founder.events.getHref(), CalendarDays),
      entry('successStories', founder.successStories.getHref(), Trophy),
      entry('ideaValidation', founder.ideaValidation.getHref(), Lightbulb),
      entry('founderScore', founder.founderScore.getHref(), Gauge),
      entry('verification', founder.verification.getHref(), BadgeCheck),
    ],
  },
  {
    label: 'you',
    entries: [
      entry('profile', founder.profile.getHref(), UserRound),
      entry('analytics', founder.analytics.getHref(), ChartNoAxesCombined),
      entry('settings', founder.settings.getHref(), Settings),
      entry('test', paths.test.getHref(), FlaskConical),
    ],
  },
];

/** The mobile bottom bar (up to 768 px wide). */
export const bottomBarEntries: readonly NavEntry[] = [
  entry('discover', founder.discover.getHref(), Compass),
  entry('connections', founder.connections.getHref(), Users),
  entry('inbox', founder.inbox.getHref(), MessagesSquare),
  entry('profile', founder.profile.getHref(), UserRound),
  entry('events', founder.virtualEvents.getHref(), Video),
];

/** The mobile drawer. */
export const drawerEntries: readonly NavEntry[] = [
  entry('mentors', founder.mentors.getHref(), GraduationCap),
  entry('investors', founder.investors.getHref(), Briefcase),
  entry('cofounders', founder.cofounders.getHref(), Handshake),
  entry('analytics', founder.analytics.getHref(), ChartNoAxesCombined),
  entry('settings', founder.settings.getHref(), Settings),
];
