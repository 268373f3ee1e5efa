import type { Ref } from 'react';

import { ChipList } from '@/components/ui/chip-list';
import { FactGrid, type Fact } from '@/components/ui/fact-grid';
import { MatchScore } from '@/components/ui/match-score';
import { MemberCard } from '@/components/ui/member-card';
import type { CardKind, MatchCard } from '@/features/pitches/api/pitch-schemas';
import { roleLine } from '@/lib/member-summary';
import { plural } from '@/lib/plural';

/** SPEC section 3's particulars of each kind of card. */
function factsOf(kind: CardKind, card: MatchCard): Fact[] {
  switch (kind) {
    case 'cofounders':
      return [
        { label: 'Experience', value: card.experience === null ? null : plural(card.experience, 'year', 'years') },
        { label: 'Industry', value: card.industry },
        { label: 'Looking for', value: card.lookingFor },
      ];
    case 'mentors':
      return [
        { label: 'Hourly rate', value: card.hourlyRate },
        { label: 'Availability', value: card.availability },
        { label: 'Industry', value: card.industry },
      ];
    case 'investors':
      return [
        { label: 'Firm', value: card.firm },
        { label: 'Stage', value: card.investmentStage },
        { label: 'Typical cheque', value: card.typicalCheckSize },
        { label: 'Industry', value: card.industry },
      ];
  }
}

function listsOf(kind: CardKind, card: MatchCard): Array<{ label: string; items: string[] }> {
  switch (kind) {
    case 'cofounders':
      return [{ label: 'Skills', items: card.skills }];
    case 'mentors':
      return [
        { label: 'Expertise', items: card.expertise },
        { label: 'Mentorship areas', items: card.mentorshipAreas },
      ];
    case 'investors':
      return [
        { label: 'Focus areas', items: card.focusAreas },
        { label: 'Portfolio', items: card.portfolioCompanies },
        { label: 'Recent investments', items: card.recentInvestments },
      ];
  }
}

/** One card of a match screen. An investor is "Partner at" their firm when the server knows it. */
export function MatchCardView({ kind, card, ref }: { kind: CardKind; card: MatchCard; ref?: Ref<HTMLElement> }) {
  const company = kind === 'investors' ? (card.firm ?? card.company) : card.company;
  return (
    <MemberCard
      ref={ref}
      name={card.name}
      photoUrl={card.photoUrl}
      role={roleLine({ title: card.title, company })}
      location={card.location}
      match={<MatchScore percentage={card.matchPercentage} label={card.matchLabel} reason={card.matchReason} />}
      bio={card.bio}
    >
      <FactGrid facts={factsOf(kind, card)} />
      {listsOf(kind, card).map((list) => (
        <ChipList key={list.label} label={list.label} items={list.items} />
      ))}
    </MemberCard>
  );
}
