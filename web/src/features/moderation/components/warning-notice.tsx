import { lazy, Suspense } from 'react';

import { useMyWarning } from '@/features/moderation/api/my-warning';

const WarningDialog = lazy(() => import('@/features/moderation/components/warning-dialog').then((m) => ({ default: m.WarningDialog })));

/**
 * A warning from the moderators, over whatever screen the member opens first after it was given,
 * until they acknowledge it; then never again. Asked once per load of the app; the dialog and its
 * text load only when there is one.
 */
export function WarningNotice({ signedIn }: { signedIn: boolean }) {
  const warning = useMyWarning(signedIn).data?.warning;
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <WarningDialog />
    </Suspense>
  );
}
