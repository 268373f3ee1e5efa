import type { KindFacts } from '@/features/kinds/api/kinds';

const labels: ReadonlyArray<[keyof KindFacts, string]> = [
  ['firm', 'Firm'],
  ['typicalCheckSize', 'Cheque size'],
  ['stages', 'Stages'],
  ['focusAreas', 'Sectors'],
  ['expertise', 'Expertise'],
  ['mentorshipAreas', 'Mentors in'],
  ['experience', 'Years of experience'],
  ['availability', 'Availability'],
  ['hourlyRate', 'Hourly rate (₹)'],
];

/** The facts a member gave, as label and text, in the order the cards show them; empty ones left out. */
export function factRows(facts: KindFacts): Array<{ label: string; value: string }> {
  return labels.flatMap(([key, label]) => {
    const value = facts[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    return [{ label, value: Array.isArray(value) ? value.join(', ') : String(value) }];
  });
}
