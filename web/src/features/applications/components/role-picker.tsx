import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { isRoleNotApproved, useChooseMemberRole, type MemberRole } from '@/features/applications/api/choose-member-role';
import { applicationsNs } from '@/features/applications/i18n';
import { roleCards, type RoleCard } from '@/features/applications/lib/member-roles';
import { cn } from '@/lib/cn';
import { removeSession, writeSession } from '@/lib/session';

/** SPEC section 9: the role redirect waits one second. */
const roleRedirectDelayMs = 1000;

/**
 * Founder, Mentor or Investor. The choice is kept in session storage for the screens and saved on
 * the member; the redirect goes after one second once the save has answered, failed or not —
 * unless the server refuses a kind an administrator has not approved the member for (Mentor,
 * Investor): then the picker says so, offers to ask for it in /settings (docs/kinds.md) and stays.
 */
export function RolePicker() {
  const { t } = useTranslation(applicationsNs);
  const [chosen, setChosen] = useState<RoleCard | null>(null);
  const [waited, setWaited] = useState(false);
  const [refused, setRefused] = useState<MemberRole | null>(null);
  const chooseMemberRole = useChooseMemberRole();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const answered = chooseMemberRole.isSuccess || (chooseMemberRole.isError && !isRoleNotApproved(chooseMemberRole.error));
  useEffect(() => {
    if (chosen && waited && answered) void navigate(chosen.home);
  }, [chosen, waited, answered, navigate]);

  const choose = (card: RoleCard) => {
    if (chosen) return;
    setChosen(card);
    setRefused(null);
    setWaited(false);
    writeSession('user_role', card.role);
    chooseMemberRole.mutate(card.role, {
      onError: (error) => {
        if (!isRoleNotApproved(error)) return;
        window.clearTimeout(timer.current);
        removeSession('user_role');
        setChosen(null);
        setRefused(card.role);
      },
    });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setWaited(true), roleRedirectDelayMs);
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
        {roleCards.map((card) => {
          const { role, icon: Icon, description, features } = card;
          const selected = chosen?.role === role;
          return (
            <li key={role} className="flex">
              <button
                type="button"
                aria-pressed={selected}
                disabled={chosen !== null && !selected}
                onClick={() => choose(card)}
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
      <div role="alert">
        {refused && refused !== 'Founder' ? (
          <Notice tone="info" className="flex flex-col items-center gap-3 text-center">
            {t(`rolePicker.notApproved.${refused}`)}
            <ButtonLink to={`${paths.founder.settings.getHref()}?${new URLSearchParams({ ask: refused }).toString()}#kinds`} size="sm">
              {t(`rolePicker.ask.${refused}`)}
            </ButtonLink>
          </Notice>
        ) : null}
      </div>
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
