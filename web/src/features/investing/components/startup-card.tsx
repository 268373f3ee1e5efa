import { ExternalLink, Heart, IndianRupee, MapPin, Megaphone, TrendingUp, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useDecideStartup, type StartupDecision } from '@/features/investing/api/decide-startup';
import type { Startup } from '@/features/investing/api/investing-schemas';
import { investingNs } from '@/features/investing/i18n';
import { formatRupees } from '@/lib/rupees';

type StartupCardProps = { startup: Startup; onDecided: (startup: Startup, decision: StartupDecision['decision']) => void };

/** A founder's startup for me to look at: what it does, its match with my focus, their pitch if they sent one; Like or Skip. */
export function StartupCard({ startup, onDecided }: StartupCardProps) {
  const { t } = useTranslation(investingNs);
  const decide = useDecideStartup();
  const [failed, setFailed] = useState(false);
  const facts = [startup.industry, startup.stage].filter(Boolean);
  const deciding = decide.isPending ? decide.variables.decision : null;
  const { revenueBand, users, growth } = startup.traction;
  const traction = [
    revenueBand ? t('startup.revenue', { band: revenueBand }) : null,
    users === null ? null : t('startup.users', { count: users, formatted: users.toLocaleString('en-IN') }),
    growth === null ? null : t('startup.growth', { growth }),
  ].filter(Boolean);

  const choose = (decision: StartupDecision['decision']) => {
    setFailed(false);
    // The promise, not mutate's callbacks: those are dropped once the decided card leaves the list.
    decide.mutateAsync({ founderId: startup.founderId, decision }).then(
      () => onDecided(startup, decision),
      () => setFailed(true),
    );
  };

  return (
    <article aria-label={startup.startupName || startup.founderName} className="flex h-full flex-col gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <Avatar name={startup.founderName} photoUrl={startup.photoUrl} size="md" className="max-sm:size-12 max-sm:text-base" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ivory">{startup.startupName || startup.founderName}</h3>
          {startup.startupName ? <p className="truncate text-sm text-ink-200">{startup.founderName}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
        </div>
        <p className="shrink-0 rounded-full border border-gold-400/30 bg-gold-400/10 px-2.5 py-1 text-xs font-semibold text-gold-200 tabular-nums">
          {t('startup.match', { percentage: startup.matchPercentage })}
        </p>
      </div>

      {startup.pitched ? (
        <div className="flex flex-col gap-2 rounded-xl border border-saffron-400/30 bg-saffron-400/8 px-4 py-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-saffron-400 uppercase">
            <Megaphone aria-hidden="true" className="size-3.5" />
            {t('startup.pitchedYou')}
          </p>
          {startup.pitch ? <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{startup.pitch.message}</p> : null}
          {startup.pitch?.pitchDeckLink ? (
            <a href={startup.pitch.pitchDeckLink} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-gold-200 underline-offset-4 hover:underline">
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {t('startup.pitchDeck')}
            </a>
          ) : null}
        </div>
      ) : null}

      {startup.description ? <p className="text-sm leading-relaxed break-words text-ink-200">{startup.description}</p> : null}

      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-300">
        {startup.teamSize !== null ? (
          <span className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-3 text-gold-400" />
            {t('startup.team', { count: startup.teamSize })}
          </span>
        ) : null}
        {startup.raisedSoFar !== null ? (
          <span className="flex items-center gap-1.5">
            <IndianRupee aria-hidden="true" className="size-3 text-gold-400" />
            {t('startup.raised', { amount: formatRupees(startup.raisedSoFar) })}
          </span>
        ) : null}
        {startup.location ? (
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-3 text-gold-400" />
            {startup.location}
          </span>
        ) : null}
      </p>

      {traction.length > 0 ? (
        <p aria-label={t('startup.traction')} className="flex items-center gap-1.5 text-xs text-ink-200">
          <TrendingUp aria-hidden="true" className="size-3 shrink-0 text-gold-400" />
          {traction.join(' · ')}
        </p>
      ) : null}

      {startup.tags.length > 0 ? (
        <ul aria-label={t('startup.tags')} className="flex flex-wrap gap-1.5">
          {startup.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white/6 px-2.5 py-1 text-xs text-ink-200">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      {failed ? (
        <div role="alert">
          <Notice tone="error">{t('startup.decideFailed')}</Notice>
        </div>
      ) : null}
      <div className="mt-auto flex gap-2">
        <Button size="sm" variant="secondary" className="flex-1" onClick={() => choose('skip')} disabled={deciding !== null}>
          <X aria-hidden="true" className="size-4" />
          {deciding === 'skip' ? t('startup.skipping') : t('startup.skip')}
        </Button>
        <Button size="sm" className="flex-1" onClick={() => choose('like')} disabled={deciding !== null}>
          <Heart aria-hidden="true" className="size-4" />
          {deciding === 'like' ? t('startup.liking') : t('startup.like')}
        </Button>
      </div>
    </article>
  );
}
