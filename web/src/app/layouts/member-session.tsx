import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
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
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-950 bg-aurora px-6">
      <main id="main" className="flex max-w-sm flex-col items-center gap-5 text-center">
        <Brand to={paths.home.getHref()} />
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-4">
            <h1 className="font-display text-2xl text-ivory">We could not check your session</h1>
            <Notice tone="error">Please check your connection and try again.</Notice>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : (
          <p aria-busy="true" className="text-sm text-ink-300">
            Checking your session…
          </p>
        )}
      </main>
    </div>
  );
}
