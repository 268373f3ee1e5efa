import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-gold-300 px-4 py-2 font-medium text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first lazily loaded screen arrives. */
export function AppSplash() {
  return <div aria-busy="true" aria-label="Loading Sangam" className="min-h-dvh bg-ink-950 bg-aurora" />;
}
