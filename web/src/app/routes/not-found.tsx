import { ArrowLeft, Compass } from 'lucide-react';
import { useLocation } from 'react-router';

import { Brand } from '@/components/ui/brand';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 bg-aurora">
      <title>Page not found · Sangam</title>
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-5 sm:h-20 sm:px-8">
        <Brand />
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-5 py-16 text-center">
        <div className="max-w-md">
          <p className="font-display text-7xl text-gold-gradient sm:text-8xl">404</p>
          <h1 className="mt-4 font-display text-3xl text-ivory">Page not found</h1>
          <p className="mt-3 leading-relaxed text-ink-300">
            There is no page at <code className="rounded bg-white/6 px-1.5 py-0.5 text-sm break-all text-gold-200">{pathname}</code>.
            It may have moved, or the link may be mistyped.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.home.getHref()}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Home
            </ButtonLink>
            <ButtonLink to={paths.marketing.getHref()} variant="secondary">
              <Compass aria-hidden="true" className="size-4" />
              Explore Sangam
            </ButtonLink>
          </div>
        </div>
      </main>
    </div>
  );
}
