import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { Pillars } from '@/features/marketing/components/pillars';
import { ProblemSection } from '@/features/marketing/components/problem-section';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SolutionSection } from '@/features/marketing/components/solution-section';
import { TopBar } from '@/features/marketing/components/top-bar';

export function LandingRoute() {
  return (
    <div className="min-h-dvh bg-ink-950 bg-aurora">
      <title>Sangam — Invitation-only network for founders</title>
      <TopBar label="Account">
        <Link
          to={paths.auth.founderLogin.getHref()}
          className="rounded-full px-2 py-2 text-xs font-medium text-ink-200 transition-colors hover:text-gold-300 sm:px-4 sm:text-sm"
        >
          Founder Login
        </Link>
        <Link to={paths.onboarding.step1.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          I have an invite
        </Link>
      </TopBar>
      <main id="main" className="flex flex-col gap-24 pb-24 sm:gap-32 sm:pb-32">
        <LandingHero />
        <Pillars />
        <ProblemSection />
        <SolutionSection />
      </main>
      <SiteFooter />
    </div>
  );
}
