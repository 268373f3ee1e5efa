import {
  Award,
  CalendarCheck,
  Crown,
  GraduationCap,
  Handshake,
  Heart,
  Lightbulb,
  Send,
  Trophy,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The lucide names the server gives achievements (only these are bundled); any other shows `Award`. */
export const achievementIcons: Partial<Record<string, LucideIcon>> = {
  'user-check': UserCheck,
  handshake: Handshake,
  users: Users,
  heart: Heart,
  'calendar-check': CalendarCheck,
  'graduation-cap': GraduationCap,
  send: Send,
  lightbulb: Lightbulb,
  trophy: Trophy,
  crown: Crown,
};

export const UnknownAchievementIcon: LucideIcon = Award;

/** SPEC section 2's category colours: profile green, network blue, activity amber, growth purple, milestone red, other grey. */
const categoryTones: Record<string, string> = {
  profile: 'border-green-400/30 bg-green-500/15 text-green-300',
  network: 'border-blue-400/30 bg-blue-500/15 text-blue-300',
  activity: 'border-amber-400/30 bg-amber-500/15 text-amber-300',
  growth: 'border-purple-400/30 bg-purple-500/15 text-purple-300',
  milestone: 'border-red-400/30 bg-red-500/15 text-red-300',
};

export const categoryTone = (category: string): string => categoryTones[category] ?? 'border-gray-400/30 bg-gray-500/15 text-gray-300';

/** The sub-score bars take the colour of the category of the same name. */
export const subScoreBars = { profile: 'bg-green-400', network: 'bg-blue-400', activity: 'bg-amber-400', growth: 'bg-purple-400' } as const;
