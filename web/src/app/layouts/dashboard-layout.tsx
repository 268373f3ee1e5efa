import { LogOut } from 'lucide-react';
import { Outlet } from 'react-router';

import { SessionCheck, SignOutFailed, useMemberSession } from '@/app/layouts/member-session';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';

/**
 * /mentor-dashboard and /investor-dashboard: a member session, a header with Logout (SPEC section
 * 2: to /founder-login) and the screen; no founder navigation, which is not theirs.
 */
export function DashboardLayout() {
  const { me, signOut, signingOut, signOutFailed, dismissSignOutFailed } = useMemberSession();

  if (!me.data) return <SessionCheck failed={me.isError} onRetry={() => void me.refetch()} />;

  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 bg-aurora">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:h-20 sm:px-8">
        <Brand />
        <div className="flex min-w-0 items-center gap-2">
          <span className="hidden min-w-0 truncate text-sm text-ink-300 sm:block">{me.data.email}</span>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={signingOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </header>
      {signOutFailed ? <SignOutFailed onDismiss={dismissSignOutFailed} className="mx-auto w-full max-w-6xl px-4 sm:px-8" /> : null}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-8 sm:py-10">
        <Outlet />
      </main>
      <footer className="px-5 py-6 text-center text-xs text-ink-500">Sangam · Invitation only</footer>
    </div>
  );
}
