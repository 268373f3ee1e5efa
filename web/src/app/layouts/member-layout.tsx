import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';

import { MemberBottomBar } from '@/app/layouts/member-bottom-bar';
import { SessionCheck, SignOutFailed, useMemberSession } from '@/app/layouts/member-session';
import { MemberSidebar } from '@/app/layouts/member-sidebar';
import { useMessagingSocket } from '@/app/layouts/use-messaging-socket';
import { useNotificationsFollowMatches } from '@/app/layouts/use-notifications-follow-matches';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { WarningNotice } from '@/features/moderation/components/warning-notice';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useApplyMemberPreferences } from '@/features/profiles/api/settings';
import { PauseNotice } from '@/features/profiles/components/pause-notice';
import { applyRememberedPreferences } from '@/lib/preferences';
import { useMediaQuery } from '@/lib/use-media-query';

// What this browser remembered, before the first member screen paints (no flash of the wrong theme).
if (typeof document !== 'undefined') applyRememberedPreferences();

// The mobile drawer and its animation load when the menu button is first pointed at, focused or
// pressed; desktop screens never need them.
const loadDrawer = () => import('@/app/layouts/member-drawer');
const prefetchDrawer = () => void loadDrawer().catch(() => {});
const MemberDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MemberDrawer })));

// The side panels are a column from 1280 px (Tailwind's xl), loaded once the screen is up; narrower
// screens show them below the deck on /founder only, and elsewhere neither load them nor ask for
// what they read.
const widePanels = '(min-width: 1280px)';
const MemberSidePanels = lazy(() => import('@/app/layouts/member-side-panels').then((module) => ({ default: module.MemberSidePanels })));

/** The founder area: every screen needs a member session; sidebar on desktop, bottom bar and drawer up to 768 px, side panels from 1280 px (below the deck on /founder when narrower). */
export function MemberLayout() {
  const { t } = useTranslation('shell');
  const { me, signOut, signingOut, signOutFailed, dismissSignOutFailed } = useMemberSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted on first open and kept, so that closing can animate.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerId = useId();
  const wide = useMediaQuery(widePanels);
  const onDiscover = useMatch(paths.founder.discover.path) !== null;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useNotificationsFollowMatches();
  useMessagingSocket(Boolean(me.data));
  useApplyMemberPreferences(Boolean(me.data));

  if (!me.data) return <SessionCheck failed={me.isError} onRetry={() => void me.refetch()} />;

  const { email } = me.data;

  return (
    <div className="min-h-dvh bg-ink-950 desktop:flex">
      <MemberSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-white/7 bg-ink-950/80 px-3 backdrop-blur-xl min-[400px]:px-4 desktop:h-18 desktop:px-8">
          <div className="shrink-0 desktop:hidden">
            <Brand to={paths.founder.discover.getHref()} />
          </div>
          <p className="hidden min-w-0 truncate text-sm text-ink-300 desktop:block">
            {t('signedInAs')} <span className="text-ivory">{email}</span>
          </p>
          <div className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 truncate rounded-full border border-white/8 px-3 py-1.5 text-xs text-ink-300 desktop:hidden" title={email}>
              {email}
            </span>
            <NotificationBell />
            <div className="hidden desktop:block">
              <Button variant="ghost" size="sm" onClick={signOut} disabled={signingOut}>
                <LogOut aria-hidden="true" className="size-4" />
                {t('signOut')}
              </Button>
            </div>
            <button
              type="button"
              aria-label={t('drawer.open')}
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
              onPointerEnter={prefetchDrawer}
              onFocus={prefetchDrawer}
              className="grid size-10 shrink-0 place-items-center rounded-full border border-white/8 bg-ink-900 text-ink-200 desktop:hidden"
            >
              <Menu aria-hidden="true" className="size-4.5" />
            </button>
          </div>
        </header>
        <PauseNotice signedIn={Boolean(me.data)} />
        {signOutFailed ? <SignOutFailed onDismiss={dismissSignOutFailed} className="px-4 pt-4 desktop:px-10" /> : null}
        <div className="flex flex-1">
          <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-28 desktop:px-10 desktop:pt-10 desktop:pb-12">
            <Outlet />
            {!wide && onDiscover ? (
              <Suspense fallback={null}>
                <MemberSidePanels stacked className="mt-10" />
              </Suspense>
            ) : null}
          </main>
          {wide ? (
            <Suspense fallback={<div className="w-76 shrink-0" />}>
              <MemberSidePanels className="sticky top-18 flex max-h-[calc(100dvh-4.5rem)] self-start overflow-y-auto" />
            </Suspense>
          ) : null}
        </div>
      </div>
      <MemberBottomBar />
      <WarningNotice signedIn={Boolean(me.data)} />
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MemberDrawer id={drawerId} open={drawerOpen} email={email} signingOut={signingOut} onClose={closeDrawer} onSignOut={signOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
