import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { ChipList } from '@/components/ui/chip-list';
import { FactGrid, type Fact } from '@/components/ui/fact-grid';
import { MatchScore } from '@/components/ui/match-score';
import { MemberCard } from '@/components/ui/member-card';
import { paths } from '@/config/paths';
import type { CardKind, MatchCard } from '@/features/pitches/api/pitch-schemas';
import { pitchesNs } from '@/features/pitches/i18n';
import { roleLine } from '@/lib/member-summary';

/** SPEC section 3's particulars of each kind of card. */
function factsOf(kind: CardKind, card: MatchCard, t: TFunction<'pitches'>): Fact[] {
  switch (kind) {
    case 'cofounders':
      return [
        { label: t('facts.experience'), value: card.experience === null ? null : t('facts.years', { count: card.experience }) },
        { label: t('facts.industry'), value: card.industry },
        { label: t('facts.lookingFor'), value: card.lookingFor },
      ];
    case 'mentors':
      return [
        { label: t('facts.hourlyRate'), value: card.hourlyRate },
        { label: t('facts.availability'), value: card.availability },
        { label: t('facts.industry'), value: card.industry },
      ];
    case 'investors':
      return [
        { label: t('facts.firm'), value: card.firm },
        { label: t('facts.stage'), value: card.investmentStage },
        { label: t('facts.typicalCheque'), value: card.typicalCheckSize },
        { label: t('facts.industry'), value: card.industry },
      ];
  }
}

function listsOf(kind: CardKind, card: MatchCard, t: TFunction<'pitches'>): Array<{ label: string; items: string[] }> {
  switch (kind) {
    case 'cofounders':
      return [{ label: t('lists.skills'), items: card.skills }];
    case 'mentors':
      return [
        { label: t('lists.expertise'), items: card.expertise },
        { label: t('lists.mentorshipAreas'), items: card.mentorshipAreas },
      ];
    case 'investors':
      return [
        { label: t('lists.focusAreas'), items: card.focusAreas },
        { label: t('lists.portfolio'), items: card.portfolioCompanies },
        { label: t('lists.recentInvestments'), items: card.recentInvestments },
      ];
  }
}

/** One card of a match screen. An investor is "Partner at" their firm when the server knows it. */
export function MatchCardView({ kind, card, ref }: { kind: CardKind; card: MatchCard; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation(pitchesNs);
  const company = kind === 'investors' ? (card.firm ?? card.company) : card.company;
  return (
    <MemberCard
      ref={ref}
      name={card.name}
      verified={card.verified}
      profileHref={paths.founder.member.getHref(card.id)}
      photoUrl={card.photoUrl}
      role={roleLine({ title: card.title, company })}
      location={card.location}
      match={<MatchScore percentage={card.matchPercentage} label={card.matchLabel} factors={card.matchFactors} />}
      bio={card.bio}
    >
      <FactGrid facts={factsOf(kind, card, t)} />
      {listsOf(kind, card, t).map((list) => (
        <ChipList key={list.label} label={list.label} items={list.items} />
      ))}
    </MemberCard>
  );
}
