import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';

type LoadFailedProps = {
  /** "Your {what} could not be loaded. Please try again." */
  what: string;
  onRetry: () => void;
  /** Another sentence than "Your {what}…", when the thing is not the member's own. */
  message?: string;
  className?: string;
};

/** Something that could not be read, with Try again. */
export function LoadFailed({ what, onRetry, message, className }: LoadFailedProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-3', className)}>
      <Notice tone="error">{message ?? t('loadFailed', { what })}</Notice>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
