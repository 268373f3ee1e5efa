import { Camera, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { KindSectionsView, MissingDetails } from '@/features/profiles/components/kind-sections-view';
import { ProfileSection, ProfileSections } from '@/features/profiles/components/profile-sections';
import { profileNs } from '@/features/profiles/i18n';

const loadEditor = () => import('@/features/profiles/components/profile-editor');
const prefetchEditor = () => void loadEditor().catch(() => {});
const ProfileEditor = lazy(() => loadEditor().then((module) => ({ default: module.ProfileEditor })));

/** /profile: how other members see me, and where I edit it (SPEC sections 2 and 4). */
export function ProfileRoute() {
  const { t: tr } = useTranslation(profileNs);
  const profile = useMyProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (profile.isError) return <LoadFailed what={tr('loadWhat')} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return <div aria-busy="true" aria-label={tr('loading')} className="mx-auto h-96 w-full max-w-3xl animate-pulse rounded-3xl bg-ink-900/70" />;
  }
  const p = profile.data;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${tr('title')} · Sangam`}</title>
      <header className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar name={name || p.email} photoUrl={p.photoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{tr('eyebrow')}</p>
          <h1 className="font-display text-3xl break-words text-ivory">{name || tr('title')}</h1>
          <p className="text-ink-300">{[p.title, p.company].filter(Boolean).join(' · ')}</p>
          <ButtonLink to={paths.profilePictureSetup.getHref()} variant="ghost" size="sm" className="mt-2 -ml-3">
            <Camera aria-hidden="true" className="size-4" />
            {tr('changePhoto')}
          </ButtonLink>
        </div>
        {editing ? null : (
          <Button
            onPointerEnter={prefetchEditor}
            onFocus={prefetchEditor}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {tr('edit')}
          </Button>
        )}
      </header>
      {saved ? <Notice tone="success">{tr('saved')}</Notice> : null}
      {editing ? (
        <Suspense fallback={<div aria-busy="true" aria-label={tr('loading')} className="h-96 animate-pulse rounded-3xl bg-ink-900/70" />}>
          <ProfileEditor
            profile={p}
            onDone={(didSave) => {
              setEditing(false);
              setSaved(didSave);
            }}
          />
        </Suspense>
      ) : (
        <>
          <MissingDetails missing={p.missing} />
          <ProfileSections profile={p} />
          <KindSectionsView sections={p} />
        </>
      )}
      <ProfileSection title={tr('sections.stats')}>
        <StatGrid
          label={tr('sections.stats')}
          columns={4}
          stats={[
            { value: String(p.stats.connections), label: tr('stats.connections') },
            { value: String(p.stats.profileViews), label: tr('stats.profileViews') },
            { value: `${p.stats.completeness}%`, label: tr('stats.completeness') },
            { value: String(p.skills.length + p.interests.length), label: tr('stats.tags') },
          ]}
        />
        <div className="h-2 overflow-hidden rounded-full bg-white/8" role="progressbar" aria-label={tr('stats.completeness')} aria-valuenow={p.stats.completeness} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-full rounded-full bg-gold-400" style={{ width: `${p.stats.completeness}%` }} />
        </div>
      </ProfileSection>
    </div>
  );
}
