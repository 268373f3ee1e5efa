import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import type { MyProfile } from '@/features/profiles/api/get-my-profile';
import { useSaveMyProfile, type ProfileInput } from '@/features/profiles/api/save-my-profile';
import { useSettings } from '@/features/profiles/api/settings';
import { ChipInput } from '@/features/profiles/components/chip-input';
import { draftOf, inputOf, type KindDraft } from '@/features/profiles/components/kind-draft';
import { KindSectionsEditor } from '@/features/profiles/components/kind-sections-editor';
import { ProfileSection } from '@/features/profiles/components/profile-sections';
import { profileNs } from '@/features/profiles/i18n';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

const maxItems = 15;
const maxItemLength = 40;

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: profileNs, ...options });

const text = (max: number) => z.string().trim().max(max, { error: () => t('errors.tooLong', { max }) });
const link = z
  .string()
  .trim()
  .max(200, { error: () => t('errors.tooLong', { max: 200 }) })
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+/i.test(value), { error: () => t('errors.link') });

/** The same limits the server checks (docs/profiles.md), so most mistakes show before saving. */
const profileSchema = z.object({
  firstName: z.string().trim().min(1, { error: () => t('errors.firstName') }).max(50, { error: () => t('errors.tooLong', { max: 50 }) }),
  lastName: text(50),
  title: text(80),
  company: text(80),
  industry: text(60),
  location: text(60),
  bio: text(1000),
  experience: text(500),
  experienceYears: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 60), { error: () => t('errors.years') }),
  education: text(500),
  website: link,
  linkedin: link,
  twitter: link,
});

type ProfileForm = z.input<typeof profileSchema>;
type ListField = 'skills' | 'interests';

const formOf = (p: MyProfile): ProfileForm => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  title: p.title ?? '',
  company: p.company ?? '',
  industry: p.industry ?? '',
  location: p.location ?? '',
  bio: p.bio ?? '',
  experience: p.experience ?? '',
  experienceYears: p.experienceYears === null ? '' : String(p.experienceYears),
  education: p.education ?? '',
  website: p.website ?? '',
  linkedin: p.linkedin ?? '',
  twitter: p.twitter ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Edit mode of /profile, loaded when Edit Profile is first pointed at or pressed (react-hook-form, zod). */
export function ProfileEditor({ profile, onDone }: { profile: MyProfile; onDone: (saved: boolean) => void }) {
  const { t: tr } = useTranslation(profileNs);
  const form = useZodForm(profileSchema, { defaultValues: formOf(profile) });
  const [lists, setLists] = useState<Record<ListField, string[]>>({ skills: profile.skills, interests: profile.interests });
  const [listErrors, setListErrors] = useState<Partial<Record<ListField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [kinds, setKinds] = useState<KindDraft>(() => draftOf(profile));
  const [kindErrors, setKindErrors] = useState<Record<string, string | undefined>>({});
  const timeZone = useSettings().data?.preferences.timezone ?? profile.mentor?.timeZone ?? 'IST';
  const save = useSaveMyProfile();

  const submit = async (values: z.output<typeof profileSchema>) => {
    setFailure(null);
    const sections = inputOf(kinds);
    if (sections.notWhole.length > 0) {
      setKindErrors(Object.fromEntries(sections.notWhole.map((field) => [field, tr('errors.whole')])));
      setFailure(tr('errors.saveInvalid'));
      return;
    }
    setKindErrors({});
    const input: ProfileInput = {
      firstName: values.firstName,
      lastName: orNull(values.lastName),
      title: orNull(values.title),
      company: orNull(values.company),
      industry: orNull(values.industry),
      location: orNull(values.location),
      bio: orNull(values.bio),
      experience: orNull(values.experience),
      experienceYears: values.experienceYears === '' ? null : Number(values.experienceYears),
      education: orNull(values.education),
      website: orNull(values.website),
      linkedin: orNull(values.linkedin),
      twitter: orNull(values.twitter),
      skills: lists.skills,
      interests: lists.interests,
      ...sections.input,
    };
    try {
      await save.mutateAsync(input);
      onDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'skills' || field === 'interests') setListErrors((errors) => ({ ...errors, [field]: message }));
          else if (/^(founder|mentor|investor)(\.|$)/.test(field)) setKindErrors((errors) => ({ ...errors, [field]: message }));
          else if (field in values) form.setError(field as keyof ProfileForm, { message });
        }
        setFailure(tr('errors.saveInvalid'));
      } else {
        setFailure(tr('errors.saveFailed'));
      }
    }
  };

  const setList = (field: ListField) => (values: string[]) => {
    setLists((current) => ({ ...current, [field]: values }));
    setListErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5" aria-label={tr('editLabel')}>
      <ProfileSection title={tr('sections.about')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField name="firstName" label={tr('fields.firstName')} autoComplete="given-name" />
          <InputField name="lastName" label={tr('fields.lastName')} autoComplete="family-name" optional />
          <InputField name="title" label={tr('fields.title')} optional />
          <InputField name="company" label={tr('fields.company')} autoComplete="organization" optional />
        </div>
        <TextareaField name="bio" label={tr('fields.bio')} optional maxLength={1000} />
      </ProfileSection>
      <ProfileSection title={tr('sections.industryLocation')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField name="industry" label={tr('fields.industry')} list="profile-industries" optional />
          <InputField name="location" label={tr('fields.location')} list="profile-cities" optional />
        </div>
        <datalist id="profile-industries">
          {profile.suggestions.industries.map((industry) => (
            <option key={industry} value={industry} />
          ))}
        </datalist>
        <datalist id="profile-cities">
          {profile.suggestions.cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </ProfileSection>
      <ProfileSection title={tr('sections.experienceEducation')}>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextareaField name="experience" label={tr('fields.experience')} optional maxLength={500} />
          <InputField name="experienceYears" label={tr('fields.experienceYears')} inputMode="numeric" optional />
        </div>
        <TextareaField name="education" label={tr('fields.education')} optional maxLength={500} />
      </ProfileSection>
      <ProfileSection title={tr('sections.skills')}>
        <ChipInput label={tr('fields.skills')} values={lists.skills} onChange={setList('skills')} max={maxItems} maxLength={maxItemLength} error={listErrors.skills} />
      </ProfileSection>
      <ProfileSection title={tr('sections.interests')}>
        <ChipInput label={tr('fields.interests')} values={lists.interests} onChange={setList('interests')} max={maxItems} maxLength={maxItemLength} error={listErrors.interests} />
      </ProfileSection>
      <ProfileSection title={tr('sections.social')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField name="website" label={tr('fields.website')} type="url" placeholder="https://" optional />
          <InputField name="linkedin" label={tr('fields.linkedin')} type="url" placeholder="https://www.linkedin.com/in/…" optional />
          <InputField name="twitter" label={tr('fields.twitter')} type="url" placeholder="https://x.com/…" optional />
        </div>
      </ProfileSection>
      <KindSectionsEditor draft={kinds} onChange={setKinds} errors={kindErrors} timeZone={timeZone} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="sticky bottom-20 z-10 flex justify-end gap-3 rounded-2xl bg-ink-950/85 p-3 backdrop-blur desktop:bottom-4">
        <Button variant="secondary" onClick={() => onDone(false)} disabled={save.isPending}>
          {tr('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? tr('saving') : tr('save')}
        </Button>
      </div>
    </Form>
  );
}

