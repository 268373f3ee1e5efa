import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { useAcknowledgeWarning, useMyWarning } from '@/features/moderation/api/my-warning';
import { moderationNs } from '@/features/moderation/i18n';

/** The warning over the page, until acknowledged (closing it acknowledges it too). */
export function WarningDialog() {
  const { t } = useTranslation(moderationNs);
  const warning = useMyWarning(true).data?.warning;
  const acknowledge = useAcknowledgeWarning();
  if (!warning || acknowledge.isSuccess) return null;
  const done = () => acknowledge.mutate(warning.id);
  return (
    <Dialog title={t('warning.title')} description={t('warning.intro')} onClose={done}>
      <div className="flex flex-col gap-4">
        <blockquote className="rounded-xl border border-rose-400/30 bg-rose-400/10 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-rose-100">
          {warning.reason}
        </blockquote>
        <p className="text-sm leading-relaxed text-ink-300">{t('warning.guidelines')}</p>
        {acknowledge.isError ? <Notice tone="error">{t('warning.failed')}</Notice> : null}
        <Button onClick={done} disabled={acknowledge.isPending} data-autofocus className="self-end">
          <ShieldAlert aria-hidden="true" className="size-4" />
          {acknowledge.isPending ? t('warning.acknowledging') : t('warning.acknowledge')}
        </Button>
      </div>
    </Dialog>
  );
}
