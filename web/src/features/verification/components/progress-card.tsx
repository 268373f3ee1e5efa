import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Verification } from '@/features/verification/api/get-verification';
import { verificationNs } from '@/features/verification/i18n';
import { cn } from '@/lib/cn';

/** 'x/6 completed', the bar, and the SPEC's line: congratulations at 100%, 'N% complete - Keep going!' below. */
export function ProgressCard({ verification }: { verification: Verification }) {
  const { t } = useTranslation(verificationNs);
  const total = verification.steps.length;
  const percent = total === 0 ? 0 : Math.round((verification.completed / total) * 100);
  const done = percent === 100;
  return (
    <section aria-labelledby="verification-progress" className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id="verification-progress" className="text-xs font-semibold tracking-[0.22em] text-ink-300 uppercase">
            {t('progress.title')}
          </h2>
          <p className="mt-1 font-display text-3xl text-ivory tabular-nums">{t('progress.completed', { completed: verification.completed, total })}</p>
        </div>
        <span className={cn('grid size-14 shrink-0 place-items-center rounded-2xl border', done ? 'border-green-400/40 bg-green-500/10 text-green-300' : 'border-gold-400/30 bg-gold-400/8 text-gold-300')}>
          <BadgeCheck aria-hidden="true" className="size-7" strokeWidth={1.6} />
        </span>
      </div>
      <div role="progressbar" aria-label={t('progress.bar')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 overflow-hidden rounded-full bg-white/8">
        <div className={cn('h-full rounded-full transition-[width] duration-500', done ? 'bg-green-400' : 'bg-gold-400')} style={{ width: `${percent}%` }} />
      </div>
      <p className={cn('text-sm font-medium', done ? 'text-green-300' : 'text-ink-200')}>{done ? t('progress.done') : t('progress.keepGoing', { percent })}</p>
    </section>
  );
}
