import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next screen's code (or data) loads. It shows only after 300 ms
 * (`animate-navigation-progress`), so a quick navigation draws nothing.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the next page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 origin-left animate-navigation-progress bg-linear-to-r from-gold-300 to-saffron-400"
    />
  );
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-300 px-4 py-2 font-medium text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Shown while a deep link's first screen arrives: the page's background at once, and a word for
 * screen readers (drawn after 400 ms, so a fast load shows no flash).
 */
export function AppSplash() {
  return (
    <div aria-busy="true" className="grid min-h-dvh place-items-center bg-ink-950 bg-aurora">
      <p role="status" className="animate-appear-late text-sm text-ink-300">
        Loading Sangam…
      </p>
    </div>
  );
}
