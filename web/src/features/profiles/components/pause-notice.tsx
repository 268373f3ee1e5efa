import { lazy, Suspense } from 'react';

import { useMyPause } from '@/features/profiles/api/pause';

const PauseBanner = lazy(() => import('@/features/profiles/components/pause-banner').then((m) => ({ default: m.PauseBanner })));

/** The member area's banner while the membership is paused; the banner and its text load only then. */
export function PauseNotice({ signedIn }: { signedIn: boolean }) {
  const paused = useMyPause(signedIn).data?.paused;
  if (!paused) return null;
  return (
    <Suspense fallback={null}>
      <PauseBanner />
    </Suspense>
  );
}
