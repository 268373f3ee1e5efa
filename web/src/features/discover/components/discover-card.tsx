import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { ChipList } from '@/components/ui/chip-list';
import { FactGrid } from '@/components/ui/fact-grid';
import { MatchScore } from '@/components/ui/match-score';
import { MemberCard } from '@/components/ui/member-card';
import { paths } from '@/config/paths';
import type { DiscoverCard as Card } from '@/features/discover/api/get-deck';
import { discoverNs } from '@/features/discover/i18n';
import { roleLine } from '@/lib/member-summary';
import { formatChequeRange } from '@/lib/rupees';

function RoleDetails({ card }: { card: Card }) {
  const { t } = useTranslation(discoverNs);
  if (card.investor) {
    const { firm, investmentStage, typicalCheckSize, chequeMin, chequeMax, focusAreas } = card.investor;
    const cheques = formatChequeRange(chequeMin, chequeMax) ?? typicalCheckSize;
    const line = [firm, investmentStage, cheques ? t('card.cheques', { amount: cheques }) : null].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <ChipList label={t('card.focusAreas')} items={focusAreas} />
      </>
    );
  }
  if (card.mentor) {
    const { availability, hourlyRate, proBono, expertise } = card.mentor;
    const rate = proBono ? t('card.proBono') : hourlyRate === null ? null : t('card.hourlyRate', { rate: hourlyRate.toLocaleString('en-IN') });
    const line = [availability, rate].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <ChipList label={t('card.expertise')} items={expertise} />
      </>
    );
  }
  return null;
}

type DiscoverCardProps = { card: Card; recommended: boolean; actions: ReactNode; ref?: Ref<HTMLElement> };

/** One member of the Discover deck, with their safety actions in the corner. */
export function DiscoverCardView({ card, recommended, actions, ref }: DiscoverCardProps) {
  const { t } = useTranslation(discoverNs);
  const facts = [
    { label: t('card.experience'), value: card.experience === null ? null : t('card.years', { count: card.experience }) },
    { label: t('card.fundingStage'), value: card.fundingStage },
    { label: t('card.teamSize'), value: card.teamSize === null ? null : t('card.people', { count: card.teamSize }) },
    { label: t('card.industry'), value: card.industry },
  ];
  return (
    <MemberCard
      ref={ref}
      name={card.name}
      verified={card.verified}
      profileHref={paths.founder.member.getHref(card.id)}
      photoUrl={card.photoUrl}
      role={roleLine(card)}
      location={card.location}
      tag={card.memberRole === 'Founder' ? null : card.memberRole}
      actions={actions}
      match={<MatchScore percentage={card.matchPercentage} label={card.matchLabel} factors={card.matchFactors} recommended={recommended} />}
      bio={card.bio}
    >
      <RoleDetails card={card} />
      <FactGrid facts={facts} />
      <ChipList label={t('card.skills')} items={card.skills} />
      <ChipList
        label={t('preferences.meets')}
        items={card.matchPreferences.map(({ factor, preference }) => t(`preferences.${preference}`, { factor: t(`preferences.factor.${factor}`) }))}
      />
    </MemberCard>
  );
}
