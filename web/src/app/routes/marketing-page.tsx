import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { EarlyAccessNote } from '@/features/marketing/components/early-access-note';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import { ProblemSection } from '@/features/marketing/components/problem-section';
import { SiteFooter } from '@/features/marketing/components/site-footer';
import { SolutionSection } from '@/features/marketing/components/solution-section';
import { Stats } from '@/features/marketing/components/stats';
import { TopBar } from '@/features/marketing/components/top-bar';
import type { WaitlistRole } from '@/features/waitlist/api/join-waitlist';
import type { RoleRequest } from '@/features/waitlist/components/waitlist-form';
import { WaitlistFormPlaceholder, WaitlistFormUnavailable } from '@/features/waitlist/components/waitlist-form-fallbacks';

const waitlistSectionId = 'waitlist';

// The sections render at once; the form and its libraries follow (see marketing-waitlist.tsx).
const MarketingWaitlist = lazy(() => import('@/app/routes/marketing-waitlist').then((module) => ({ default: module.MarketingWaitlist })));

/** /marketing: the marketing feature's sections around the waitlist feature's form. */
export function MarketingPage() {
  const [roleRequest, setRoleRequest] = useState<RoleRequest | null>(null);

  const chooseRole = (role: WaitlistRole) => {
    setRoleRequest({ role });
    // Smooth unless the visitor prefers reduced motion: index.css sets scroll-behavior that way.
    document.getElementById(waitlistSectionId)?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="min-h-dvh bg-ink-950 bg-aurora">
      <title>Join the waitlist · Sangam</title>
      <TopBar label="Account">
        <Link to={paths.auth.founderLogin.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Founder Login
        </Link>
      </TopBar>
      <main id="main" className="flex flex-col gap-24 pb-24 sm:gap-32 sm:pb-32">
        <div className="flex flex-col gap-4">
          <MarketingHero onChooseRole={chooseRole} />
          <Stats />
        </div>
        <ProblemSection />
        <SolutionSection />
        <HowItWorks />
        <section id={waitlistSectionId} aria-labelledby="waitlist-title" className="mx-auto w-full max-w-6xl px-5 sm:px-8">
          <div className="grid gap-10 rounded-3xl border border-gold-400/15 bg-ink-900/70 p-6 shadow-2xl shadow-black/40 sm:p-10 lg:grid-cols-[2fr_3fr] lg:gap-14 lg:p-14">
            <div className="flex flex-col gap-8">
              <SectionHeading
                id="waitlist-title"
                align="left"
                eyebrow="Waitlist"
                title="Request your seat at the table"
                lead="Founders, mentors and investors join by invitation. Add your name and we will reach out as places open in your city."
              />
              <EarlyAccessNote />
            </div>
            <ErrorBoundary fallback={() => <WaitlistFormUnavailable />}>
              <Suspense fallback={<WaitlistFormPlaceholder />}>
                <MarketingWaitlist roleRequest={roleRequest} />
              </Suspense>
            </ErrorBoundary>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
