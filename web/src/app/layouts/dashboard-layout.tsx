import { LogOut, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';

import { SessionCheck, useEndSession } from '@/app/layouts/member-session';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useMe, useOnMemberSessionExpired } from '@/features/auth/api/get-me';
import { useSignOut } from '@/features/auth/api/sign-out';

/**
 * /mentor-dashboard and /investor-dashboard: a member session, a header with Logout (SPEC section
 * 2: to /founder-login) and the screen; no founder navigation, which is not theirs.
 */
export function DashboardLayout() {
  const me = useMe();
  const endSession = useEndSession();
  const signOut = useSignOut();
  const [signOutFailed, setSignOutFailed] = useState(false);

  useOnMemberSessionExpired(endSession);
  useEffect(() => {
    if (me.data === null) endSession();
  }, [me.data, endSession]);

  if (!me.data) return <SessionCheck failed={me.isError} onRetry={() => void me.refetch()} />;

  const onLogout = () => {
    setSignOutFailed(false);
    signOut.mutate(undefined, { onSuccess: endSession, onError: () => setSignOutFailed(true) });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 bg-aurora">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:h-20 sm:px-8">
        <Brand />
        <div className="flex min-w-0 items-center gap-2">
          <span className="hidden min-w-0 truncate text-sm text-ink-300 sm:block">{me.data.email}</span>
          <Button variant="secondary" size="sm" onClick={onLogout} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </header>
      {signOutFailed ? (
        <div role="alert" className="mx-auto w-full max-w-6xl px-4 sm:px-8">
          <Notice tone="error" className="flex items-start justify-between gap-3">
            <span>❌ Could not sign out. Please try again.</span>
            <button type="button" onClick={() => setSignOutFailed(false)} aria-label="Dismiss" className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-white/10">
              <X aria-hidden="true" className="size-4" />
            </button>
          </Notice>
        </div>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-8 sm:py-10">
        <Outlet />
      </main>
      <footer className="px-5 py-6 text-center text-xs text-ink-500">Sangam · Invitation only</footer>
    </div>
  );
}
