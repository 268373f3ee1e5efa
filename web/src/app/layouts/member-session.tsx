import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useMe, useOnMemberSessionExpired } from '@/features/auth/api/get-me';
import { useSignOut } from '@/features/auth/api/sign-out';
import { forgetSignedInFounder } from '@/features/auth/lib/signed-in-session';

/**
 * Leaving the member area (sign-out, or a session that ended): the SPEC's session keys go, the
 * screen goes to /founder-login, and once the shell is gone so is everything it had fetched.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ended = useRef(false);

  useEffect(
    () => () => {
      // On unmount only, so no mounted screen refetches what is removed.
      if (ended.current) queryClient.removeQueries();
    },
    [queryClient],
  );

  return useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    forgetSignedInFounder();
    void navigate(paths.auth.founderLogin.getHref(), { replace: true });
  }, [navigate]);
}

export function SessionCheck({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-950 bg-aurora px-6">
      <main id="main" className="flex max-w-sm flex-col items-center gap-5 text-center">
        <Brand to={paths.home.getHref()} />
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-4">
            <h1 className="font-display text-2xl text-ivory">{t('session.failedTitle')}</h1>
            <Notice tone="error">{t('session.failedText')}</Notice>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('session.retry')}
            </Button>
          </div>
        ) : (
          <p aria-busy="true" className="text-sm text-ink-300">
            {t('session.checking')}
          </p>
        )}
      </main>
    </div>
  );
}

/**
 * A member screen's session: the member (`me.data`, undefined while checking), a missing or
 * expired session sent to /founder-login, and sign-out with its failure.
 */
export function useMemberSession() {
  const me = useMe();
  const endSession = useEndSession();
  const signOut = useSignOut();
  const [signOutFailed, setSignOutFailed] = useState(false);

  useOnMemberSessionExpired(endSession);
  useEffect(() => {
    if (me.data === null) endSession();
  }, [me.data, endSession]);

  return {
    me,
    signOut: () => {
      setSignOutFailed(false);
      signOut.mutate(undefined, { onSuccess: endSession, onError: () => setSignOutFailed(true) });
    },
    signingOut: signOut.isPending,
    signOutFailed,
    dismissSignOutFailed: () => setSignOutFailed(false),
  };
}

/** The notice of a sign-out that failed, dismissible. */
export function SignOutFailed({ onDismiss, className }: { onDismiss: () => void; className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className={className}>
      <Notice tone="error" className="flex items-start justify-between gap-3">
        <span>{t('signOutFailed')}</span>
        <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-white/10">
          <X aria-hidden="true" className="size-4" />
        </button>
      </Notice>
    </div>
  );
}
