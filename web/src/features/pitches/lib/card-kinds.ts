import type { CardKind, PitchKind } from '@/features/pitches/api/pitch-schemas';

/** What differs between the three card screens: the words, and what a send makes. */
export type CardScreen = {
  kind: CardKind;
  pitchKind: PitchKind;
  title: string;
  eyebrow: string;
  /** The card's action button and the modal's verb. */
  action: 'Pitch' | 'Apply';
  /** Placeholder of the search box: what the server searches on. */
  searchLabel: string;
  /** Only pitches to investors carry a deck link. */
  deckLink: boolean;
  /** SPEC section 8's alerts, verbatim. */
  sentText: (name: string) => string;
  failedText: string;
  blankText: string;
};

const pitch = {
  action: 'Pitch',
  sentText: (name: string) => `Pitch sent to ${name}! You'll be notified when they respond.`,
  failedText: 'Failed to send pitch. Please try again.',
  blankText: 'Please write a pitch message.',
} as const;

export const cardScreens: Record<CardKind, CardScreen> = {
  cofounders: {
    kind: 'cofounders',
    pitchKind: 'cofounder',
    title: 'Find Your Cofounder',
    eyebrow: 'Build together',
    searchLabel: 'Search by name or skills',
    deckLink: false,
    ...pitch,
  },
  mentors: {
    kind: 'mentors',
    pitchKind: 'mentor',
    title: 'Find Your Mentor',
    eyebrow: 'Learn from the best',
    action: 'Apply',
    searchLabel: 'Search by name or expertise',
    deckLink: false,
    sentText: (name) => `Mentorship application sent to ${name}! You'll be notified when they respond.`,
    failedText: 'Failed to send application. Please try again.',
    blankText: 'Please write an application message.',
  },
  investors: {
    kind: 'investors',
    pitchKind: 'investor',
    title: 'Find Your Investor',
    eyebrow: 'Raise with intent',
    searchLabel: 'Search by name or focus areas',
    deckLink: true,
    ...pitch,
  },
};

/** SPEC section 4, verbatim. */
export const cardsEndText = "That's all the geniuses we have for today! 🚀";
