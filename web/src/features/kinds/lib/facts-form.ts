import type { GrantedKind, KindFacts, investmentStages } from '@/features/kinds/api/kinds';

/** The form's fields as typed: lists are comma-separated, numbers are text until sent. */
export type FactsDraft = {
  firm: string;
  typicalCheckSize: string;
  stages: ReadonlyArray<(typeof investmentStages)[number]>;
  focusAreas: string;
  expertise: string;
  mentorshipAreas: string;
  experience: string;
  availability: string;
  hourlyRate: string;
};

export const emptyDraft: FactsDraft = { firm: '', typicalCheckSize: '', stages: [], focusAreas: '', expertise: '', mentorshipAreas: '', experience: '', availability: '', hourlyRate: '' };

/** "Fintech, SaaS ,," → ["Fintech", "SaaS"]. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** The keys of the fields a kind asks for that are still empty (the server checks the rest). */
export function missingFields(kind: GrantedKind, draft: FactsDraft): Array<keyof FactsDraft> {
  const required: Array<keyof FactsDraft> = kind === 'Investor' ? ['firm', 'typicalCheckSize', 'stages', 'focusAreas'] : ['expertise', 'experience', 'availability'];
  return required.filter((key) => {
    const value = draft[key];
    return typeof value === 'string' ? value.trim() === '' : value.length === 0;
  });
}

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** The facts sent for `kind`: only that kind's fields. */
export function factsOf(kind: GrantedKind, draft: FactsDraft): KindFacts {
  if (kind === 'Investor') {
    return { firm: draft.firm.trim(), typicalCheckSize: draft.typicalCheckSize.trim(), stages: [...draft.stages], focusAreas: listOf(draft.focusAreas) };
  }
  const hourlyRate = numberOf(draft.hourlyRate);
  return {
    expertise: listOf(draft.expertise),
    mentorshipAreas: listOf(draft.mentorshipAreas),
    experience: numberOf(draft.experience) ?? 0,
    availability: draft.availability.trim(),
    ...(hourlyRate === undefined ? {} : { hourlyRate }),
  };
}
