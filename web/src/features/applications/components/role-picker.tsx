import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { useChooseMemberRole, type MemberRole } from '@/features/applications/api/choose-member-role';
import { roleCards } from '@/features/applications/lib/member-roles';
import { cn } from '@/lib/cn';
import { writeSession } from '@/lib/session';
import { useNavigateAfter } from '@/lib/use-navigate-after';

/** SPEC section 9: the role redirect waits one second. */
const roleRedirectDelayMs = 1000;

/**
 * Founder, Mentor or Investor. The choice is kept in session storage for the screens and saved on
 * the member; the redirect does not wait for the save, which is reported if it fails.
 */
export function RolePicker() {
  const [chosen, setChosen] = useState<MemberRole | null>(null);
  const chooseMemberRole = useChooseMemberRole();
  const navigateAfter = useNavigateAfter();

  const choose = (role: MemberRole, home: string) => {
    if (chosen) return;
    setChosen(role);
    writeSession('user_role', role);
    chooseMemberRole.mutate(role);
    navigateAfter(home, roleRedirectDelayMs);
  };

  return (
    <section aria-labelledby="role-picker-title" className="flex flex-col gap-6">
      <div className="text-center">
        <h1 id="role-picker-title" className="font-display text-3xl text-ivory sm:text-4xl">
          How will you use Sangam?
        </h1>
        <p className="mt-2 text-ink-300">Choose your role to set up your dashboard.</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {roleCards.map(({ role, icon: Icon, description, features, home }) => {
          const selected = chosen === role;
          return (
            <li key={role} className="flex">
              <button
                type="button"
                aria-pressed={selected}
                disabled={chosen !== null && !selected}
                onClick={() => choose(role, home)}
                className={cn(
                  'flex w-full flex-col gap-4 rounded-2xl border bg-ink-900/70 p-6 text-left transition-[border-color,background-color,opacity] duration-200',
                  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300',
                  selected ? 'border-gold-400 bg-gold-400/10' : 'border-white/8 enabled:hover:border-gold-400/50',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                )}
              >
                <span className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
                    <Icon aria-hidden="true" className="size-5.5" strokeWidth={1.6} />
                  </span>
                  {selected ? (
                    <span className="grid size-7 place-items-center rounded-full bg-gold-300 text-ink-950">
                      <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                    </span>
                  ) : null}
                </span>
                <span>
                  <span className="block text-xl font-semibold text-ivory">{role}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-300">{description}</span>
                </span>
                <span className="flex flex-col gap-2 text-sm text-ink-200">
                  {features.map((feature) => (
                    <span key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                      {feature}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite" className="min-h-6 text-center">
        {chosen ? (
          <p className="inline-flex items-center gap-2 text-gold-200">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Setting up your dashboard...
          </p>
        ) : null}
      </div>
    </section>
  );
}
