import { Crown, Handshake, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { verificationNs } from '@/features/verification/i18n';
import { cn } from '@/lib/cn';

/** SPEC section 2's four benefits; what they unlock is marketing text only (section 6). */
const benefits: ReadonlyArray<{ key: 'trustBadge' | 'priorityMatching' | 'premiumFeatures' | 'investorAccess'; icon: LucideIcon }> = [
  { key: 'trustBadge', icon: ShieldCheck },
  { key: 'priorityMatching', icon: Sparkles },
  { key: 'premiumFeatures', icon: Crown },
  { key: 'investorAccess', icon: Handshake },
];

export function BenefitsPanel({ className }: { className?: string }) {
  const { t } = useTranslation(verificationNs);
  return (
    <section aria-labelledby="verification-benefits" className={cn('flex flex-col gap-4 rounded-3xl border border-gold-400/15 bg-ink-900/70 p-5 sm:p-6', className)}>
      <div>
        <h2 id="verification-benefits" className="font-display text-2xl text-ivory">
          {t('benefits.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-300">{t('benefits.lead')}</p>
      </div>
      <ul className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-4">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl border border-gold-400/25 bg-gold-400/8 text-gold-300">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ivory">{t(`benefits.${key}.title`)}</p>
              <p className="text-sm text-ink-300">{t(`benefits.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
