import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileFields } from '@/features/profiles/api/get-my-profile';
import { profileNs } from '@/features/profiles/i18n';

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
      <h2 className="font-display text-lg text-ivory">{title}</h2>
      {children}
    </section>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation(profileNs);
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{label}</dt>
      <dd className="text-ink-200">{value ?? <span className="text-ink-500">{t('empty')}</span>}</dd>
    </div>
  );
}

export function Chips({ items }: { items: readonly string[] }) {
  const { t } = useTranslation(profileNs);
  if (items.length === 0) return <p className="text-ink-500">{t('empty')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-gold-400/30 bg-gold-400/10 px-3 py-1 text-sm text-gold-200">
          {item}
        </li>
      ))}
    </ul>
  );
}

function WebLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-gold-300 underline-offset-4 hover:underline">
      {href.replace(/^https?:\/\//i, '')}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

/** The sections every view of a profile shows (SPEC section 2 /profile), read-only. */
export function ProfileSections({ profile }: { profile: ProfileFields }) {
  const { t } = useTranslation(profileNs);
  const years = profile.experienceYears === null ? null : t('yearsValue', { count: profile.experienceYears });
  const links = [profile.website, profile.linkedin, profile.twitter].filter(Boolean);
  return (
    <>
      <ProfileSection title={t('sections.about')}>
        <p className="whitespace-pre-line text-ink-200">{profile.bio ?? <span className="text-ink-500">{t('empty')}</span>}</p>
      </ProfileSection>
      <ProfileSection title={t('sections.industryLocation')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('fields.industry')} value={profile.industry} />
          <Fact label={t('fields.location')} value={profile.location} />
        </dl>
      </ProfileSection>
      <ProfileSection title={t('sections.experienceEducation')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('fields.experience')} value={profile.experience ?? years} />
          <Fact label={t('fields.education')} value={profile.education} />
        </dl>
      </ProfileSection>
      <ProfileSection title={t('sections.skills')}>
        <Chips items={profile.skills} />
      </ProfileSection>
      <ProfileSection title={t('sections.interests')}>
        <Chips items={profile.interests} />
      </ProfileSection>
      <ProfileSection title={t('sections.social')}>
        {links.length === 0 ? (
          <p className="text-ink-500">{t('empty')}</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            {profile.website ? <Fact label={t('fields.website')} value={<WebLink href={profile.website} />} /> : null}
            {profile.linkedin ? <Fact label={t('fields.linkedin')} value={<WebLink href={profile.linkedin} />} /> : null}
            {profile.twitter ? <Fact label={t('fields.twitter')} value={<WebLink href={profile.twitter} />} /> : null}
          </dl>
        )}
      </ProfileSection>
    </>
  );
}
