import type { CardKind, PitchKind } from '@/features/pitches/api/pitch-schemas';

/** The card's action: Pitch (cofounders, investors) or Apply (mentors); its words are under `actions.<action>` in the pitches catalogue. */
export type CardAction = 'pitch' | 'apply';

/**
 * What differs between the three card screens: the words (under `screens.<kind>` and
 * `actions.<action>` in the pitches catalogue: title, eyebrow, search placeholder, and SPEC section
 * 8's alerts, verbatim), and what a send makes.
 */
export type CardScreen = {
  kind: CardKind;
  pitchKind: PitchKind;
  /** The card's action button and the modal's verb. */
  action: CardAction;
  /** Only pitches to investors carry a deck link. */
  deckLink: boolean;
};

export const cardScreens: Record<CardKind, CardScreen> = {
  cofounders: { kind: 'cofounders', pitchKind: 'cofounder', action: 'pitch', deckLink: false },
  mentors: { kind: 'mentors', pitchKind: 'mentor', action: 'apply', deckLink: false },
  investors: { kind: 'investors', pitchKind: 'investor', action: 'pitch', deckLink: true },
};
