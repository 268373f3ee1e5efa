import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useMyReferral } from '@/features/waitlist/api/get-my-referral';
import { waitlistNs } from '@/features/waitlist/i18n';

/** Settings → Account: the member's referral code, which credits them for waitlist sign-ups that give it. */
export function ReferralSection() {
  const { t } = useTranslation(waitlistNs);
  const referral = useMyReferral();
  const [copied, setCopied] = useState(false);
  const copy = (code: string) => {
    void navigator.clipboard?.writeText(code).then(() => setCopied(true));
  };

  return (
    <div className="flex flex-col gap-2 border-t border-white/7 py-3">
      <p className="text-ivory">{t('referral.title')}</p>
      <p className="text-sm text-ink-300">{t('referral.hint')}</p>
      {referral.isError ? <p className="text-sm text-rose-200">{t('referral.failed')}</p> : null}
      {referral.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <code aria-label={t('referral.title')} className="rounded-lg border border-gold-400/30 bg-gold-400/10 px-3 py-1 font-mono text-lg tracking-[0.2em] text-gold-200">
            {referral.data.code}
          </code>
          <Button size="sm" variant="ghost" onClick={() => copy(referral.data.code)}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? t('referral.copied') : t('referral.copy')}
          </Button>
          <span className="text-sm text-ink-300">{t('referral.credited', { count: referral.data.credited })}</span>
        </div>
      ) : null}
    </div>
  );
}
