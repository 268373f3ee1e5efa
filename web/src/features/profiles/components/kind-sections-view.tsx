import { useTranslation } from 'react-i18next';

import { Notice } from '@/components/ui/notice';
import type { FounderSection, InvestorSection, MentorSection } from '@/features/profiles/api/kind-sections';
import { Chips, Fact, ProfileSection } from '@/features/profiles/components/profile-sections';
import { profileNs } from '@/features/profiles/i18n';
import { formatChequeRange, formatRupees } from '@/lib/rupees';

type Sections = { founder: FounderSection | null; mentor: MentorSection | null; investor: InvestorSection | null };

function FounderView({ founder }: { founder: FounderSection }) {
  const { t } = useTranslation(profileNs);
  const { revenueBand, users, growth } = founder.traction;
  const traction = [revenueBand, users === null ? null : t('kinds.founder.usersValue', { count: users, formatted: users.toLocaleString('en-IN') }), growth === null ? null : t('kinds.founder.growthValue', { growth })].filter(Boolean);
  const { cofounderRoles, mentorAreas, investors } = founder.lookingFor;
  return (
    <ProfileSection title={t('kinds.founder.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('kinds.founder.fundingStage')} value={founder.fundingStage} />
        <Fact label={t('kinds.founder.teamSize')} value={founder.teamSize} />
        <Fact label={t('kinds.founder.raisedSoFar')} value={founder.raisedSoFar === null ? null : formatRupees(founder.raisedSoFar)} />
        <Fact label={t('kinds.founder.traction')} value={traction.length > 0 ? traction.join(' · ') : null} />
      </dl>
      <h3 className="text-sm font-semibold text-ivory">{t('kinds.founder.lookingFor')}</h3>
      <Chips items={[...cofounderRoles, ...mentorAreas, ...(investors ? [t('kinds.founder.investorsChip')] : [])]} />
    </ProfileSection>
  );
}

function MentorView({ mentor }: { mentor: MentorSection }) {
  const { t } = useTranslation(profileNs);
  const rate = mentor.proBono ? t('kinds.mentor.proBono') : mentor.hourlyRate === null ? null : t('kinds.mentor.rateValue', { amount: formatRupees(mentor.hourlyRate) });
  const slots = mentor.availabilitySlots.map((s) => `${t(`kinds.days.${s.day}`)} ${s.start}–${s.end}`).join(', ');
  return (
    <ProfileSection title={t('kinds.mentor.title')}>
      <Chips items={mentor.expertise} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('kinds.mentor.hourlyRate')} value={rate} />
        <Fact label={t('kinds.mentor.availabilityShort')} value={slots ? `${slots} (${mentor.timeZone ?? 'IST'})` : mentor.availability} />
        <Fact label={t('kinds.mentor.mentorshipAreas')} value={mentor.mentorshipAreas.length > 0 ? mentor.mentorshipAreas.join(', ') : null} />
        <Fact label={t('kinds.mentor.sessionsGiven')} value={mentor.sessionsGiven} />
      </dl>
    </ProfileSection>
  );
}

function InvestorView({ investor }: { investor: InvestorSection }) {
  const { t } = useTranslation(profileNs);
  return (
    <ProfileSection title={t('kinds.investor.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('kinds.investor.firm')} value={[investor.role, investor.firm].filter(Boolean).join(', ') || null} />
        <Fact label={t('kinds.investor.cheque')} value={formatChequeRange(investor.chequeMin, investor.chequeMax) ?? investor.chequeRange} />
        <Fact label={t('kinds.investor.stages')} value={investor.stages.length > 0 ? investor.stages.join(', ') : null} />
        <Fact label={t('kinds.investor.recentInvestments')} value={investor.recentInvestments.length > 0 ? investor.recentInvestments.join(', ') : null} />
      </dl>
      <h3 className="text-sm font-semibold text-ivory">{t('kinds.investor.focusAreas')}</h3>
      <Chips items={investor.focusAreas} />
      {investor.portfolio.length > 0 ? (
        <ul aria-label={t('kinds.investor.portfolio')} className="flex flex-wrap gap-3 text-sm">
          {investor.portfolio.map((company) => (
            <li key={company.name}>
              {company.url ? (
                <a href={company.url} target="_blank" rel="noopener noreferrer nofollow" className="text-gold-300 underline-offset-4 hover:underline">
                  {company.name}
                </a>
              ) : (
                <span className="text-ink-200">{company.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {investor.thesis ? <p className="whitespace-pre-line text-ink-200">{investor.thesis}</p> : null}
    </ProfileSection>
  );
}

/** The kind sections a profile shows (read-only): the owner's held kinds, or the kind another member acts as. */
export function KindSectionsView({ sections }: { sections: Sections }) {
  return (
    <>
      {sections.founder ? <FounderView founder={sections.founder} /> : null}
      {sections.mentor ? <MentorView mentor={sections.mentor} /> : null}
      {sections.investor ? <InvestorView investor={sections.investor} /> : null}
    </>
  );
}

/** What the owner's card lacks, each with why it matters ("Add your cheque range so founders can…"). */
export function MissingDetails({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation(profileNs);
  if (missing.length === 0) return null;
  return (
    <Notice tone="info">
      <p className="font-medium">{t('kinds.missingTitle')}</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((key) => (
          <li key={key}>{t(`kinds.missing.${key}`, { defaultValue: key })}</li>
        ))}
      </ul>
    </Notice>
  );
}
