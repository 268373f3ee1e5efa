import type { ReactNode, Ref } from 'react';

import { ChipList } from '@/components/ui/chip-list';
import { FactGrid } from '@/components/ui/fact-grid';
import { MatchScore } from '@/components/ui/match-score';
import { MemberCard } from '@/components/ui/member-card';
import type { DiscoverCard as Card } from '@/features/discover/api/get-deck';
import { roleLine } from '@/lib/member-summary';
import { plural } from '@/lib/plural';

function RoleDetails({ card }: { card: Card }) {
  if (card.investor) {
    const { firm, investmentStage, typicalCheckSize, focusAreas } = card.investor;
    const line = [firm, investmentStage, typicalCheckSize ? `cheques of ${typicalCheckSize}` : null].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <ChipList label="Focus areas" items={focusAreas} />
      </>
    );
  }
  if (card.mentor) {
    const { availability, hourlyRate, expertise } = card.mentor;
    const line = [availability, hourlyRate === null ? null : `₹${hourlyRate.toLocaleString('en-IN')} an hour`].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <ChipList label="Expertise" items={expertise} />
      </>
    );
  }
  return null;
}

type DiscoverCardProps = { card: Card; recommended: boolean; actions: ReactNode; ref?: Ref<HTMLElement> };

/** One member of the Discover deck, with their safety actions in the corner. */
export function DiscoverCardView({ card, recommended, actions, ref }: DiscoverCardProps) {
  const facts = [
    { label: 'Experience', value: card.experience === null ? null : plural(card.experience, 'year', 'years') },
    { label: 'Funding stage', value: card.fundingStage },
    { label: 'Team size', value: card.teamSize === null ? null : plural(card.teamSize, 'person', 'people') },
    { label: 'Industry', value: card.industry },
  ];
  return (
    <MemberCard
      ref={ref}
      name={card.name}
      photoUrl={card.photoUrl}
      role={roleLine(card)}
      location={card.location}
      tag={card.memberRole === 'Founder' ? null : card.memberRole}
      actions={actions}
      match={<MatchScore percentage={card.matchPercentage} label={card.matchLabel} reason={card.matchReason} recommended={recommended} />}
      bio={card.bio}
    >
      <RoleDetails card={card} />
      <FactGrid facts={facts} />
      <ChipList label="Skills" items={card.skills} />
    </MemberCard>
  );
}
