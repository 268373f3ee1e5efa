import { ArrowRight, Handshake, LineChart, LoaderCircle, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatGrid } from '@/components/ui/stat-grid';
import { networkStats } from '@/config/claims';
import { RolePicker } from '@/features/applications/components/role-picker';
import { roleCardFor } from '@/features/applications/lib/member-roles';
import { readSession } from '@/lib/session';

/** SPEC section 9: Get Started shows its busy text for half a second. */
const getStartedDelayMs = 500;

const features: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Users, title: 'Find a co-founder', text: 'Meet vetted builders whose skills complete yours.' },
  { icon: LineChart, title: 'Meet investors', text: 'Pitch to angels and funds who back your stage and sector.' },
  { icon: Sparkles, title: 'Get mentored', text: 'Learn from operators who have scaled before you.' },
  { icon: Handshake, title: 'Scale your network', text: 'Curated introductions across India’s startup hubs.' },
];


function WelcomeHero({ onGetStarted }: { onGetStarted: () => void }) {
  const [starting, setStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const getStarted = () => {
    setStarting(true);
    timer.current = window.setTimeout(onGetStarted, getStartedDelayMs);
  };

  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <div className="flex flex-col items-center text-center">
        <Badge>Members only</Badge>
        <h1 className="mt-6 font-display text-4xl leading-tight text-ivory text-balance-safe sm:text-6xl">
          Welcome to <span className="text-gold-gradient">Sangam</span>
        </h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-300 sm:text-lg">
          India’s private network of founders, mentors and investors. Everyone here was vetted — so every conversation counts.
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-gold-400/12 bg-ink-900/60 p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
              <Icon aria-hidden="true" className="size-5" strokeWidth={1.6} />
            </span>
            <h2 className="mt-4 text-base font-semibold text-ivory">{title}</h2>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-300">{text}</p>
          </li>
        ))}
      </ul>

      <StatGrid stats={networkStats} label="Sangam in numbers" />

      <div className="flex justify-center">
        <Button size="lg" onClick={getStarted} disabled={starting} className="min-w-48">
          {starting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Getting Started...
            </>
          ) : (
            <>
              Get Started
              <ArrowRight aria-hidden="true" className="size-4" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

export function OnboardingWelcomeRoute() {
  const [stored] = useState(() => ({ email: readSession('founder_email'), role: readSession('user_role') }));
  const [pickingRole, setPickingRole] = useState(stored.email !== '');
  const storedRole = stored.email ? roleCardFor(stored.role) : undefined;

  if (storedRole) return <Navigate to={storedRole.home} replace />;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <title>Welcome · Sangam</title>
      {pickingRole ? (
        <RolePicker />
      ) : (
        <WelcomeHero onGetStarted={() => setPickingRole(true)} />
      )}
    </div>
  );
}
