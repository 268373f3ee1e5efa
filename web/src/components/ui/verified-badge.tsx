import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

const sizes = { sm: 'size-3.5', md: 'size-5' } as const;

/** Beside a fully verified member's name (docs/verification.md); screen readers hear "Verified member". */
export function VerifiedBadge({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span title={t('verifiedMember')} className={cn('inline-flex shrink-0 align-middle text-emerald-400', className)}>
      <BadgeCheck aria-hidden="true" className={sizes[size]} />
      <span className="sr-only">{t('verifiedMember')}</span>
    </span>
  );
}
