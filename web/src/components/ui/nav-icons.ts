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

/**
 * The icons a module's navigation entry may name. A module.ts names its icon (a type import) rather
 * than importing it, so that the module list in the entry chunk pulls in no icon: only the member
 * layout, which draws the navigation, loads these.
 */
export const navIcons = {
  badgeCheck: BadgeCheck,
  briefcase: Briefcase,
  calendarDays: CalendarDays,
  chart: ChartNoAxesCombined,
  compass: Compass,
  flask: FlaskConical,
  gauge: Gauge,
  graduationCap: GraduationCap,
  handshake: Handshake,
  lightbulb: Lightbulb,
  messages: MessagesSquare,
  settings: Settings,
  trophy: Trophy,
  user: UserRound,
  users: Users,
  video: Video,
} as const satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof navIcons;
