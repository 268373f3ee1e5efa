import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { validationNs } from '@/features/validation/i18n';

/** The answers could not be saved on the way out: stay with them, or leave without them. */
export function LeaveUnsavedDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation(validationNs);
  return (
    <Dialog title={t('leave.title')} description={t('leave.description')} onClose={onStay}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onLeave}>
          {t('leave.leave')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('leave.stay')}
        </Button>
      </div>
    </Dialog>
  );
}
