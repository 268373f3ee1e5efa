import { ArrowRight, Lock } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The hero's lines rise one after another (`animate-rise` is a CSS animation in src/index.css). */
const riseAfter = (milliseconds: number) => ({ animationDelay: `${milliseconds}ms` });

export function LandingHero() {
  const emailId = useId();
  return (
    <section aria-labelledby="landing-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-hairline-grid" />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-5 pt-16 pb-4 text-center sm:px-8 sm:pt-28 sm:pb-8">
        <div className="animate-rise">
          <Badge>
            <Lock aria-hidden="true" className="size-3.5" />
            Invitation Only
          </Badge>
        </div>
        <h1
          id="landing-title"
          style={riseAfter(80)}
          className="mt-7 animate-rise font-display text-[2.6rem] leading-[1.05] text-ivory text-balance-safe sm:text-6xl lg:text-7xl"
        >
          Where India’s founders <span className="text-gold-gradient italic">meet their match</span>
        </h1>
        <p style={riseAfter(160)} className="mt-6 max-w-2xl animate-rise text-base leading-relaxed text-ink-300 sm:text-lg">
          A private network that connects startup founders with cofounders, mentors and investors — curated by hand,
          closed to the crowd.
        </p>
        <div style={riseAfter(240)} className="mt-10 flex w-full max-w-lg animate-rise flex-col gap-3 sm:flex-row">
          <label htmlFor={emailId} className="sr-only">
            Your email address
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            placeholder="you@yourstartup.in"
            className="h-13 min-w-0 flex-1 rounded-full border border-ink-600 bg-ink-900/80 px-6 text-ivory placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-gold-400/40"
          />
          <ButtonLink to={paths.onboarding.step1.getHref()} size="lg">
            Request Access
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <p style={riseAfter(300)} className="mt-4 animate-rise text-xs tracking-wide text-ink-500">
          Every application is reviewed personally.
        </p>
      </div>
    </section>
  );
}
