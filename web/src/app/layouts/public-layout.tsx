import { Outlet } from 'react-router';

import { Brand } from '@/components/ui/brand';

/** Onboarding and sign-in: a quiet frame around one card. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 bg-aurora">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-5 sm:h-20 sm:px-8">
        <Brand />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8 sm:py-12">
        <Outlet />
      </main>
      <footer className="px-5 py-6 text-center text-xs text-ink-500">Sangam · Invitation only</footer>
    </div>
  );
}
