import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { useBlockMember } from '@/features/discover/api/block-member';
import { discoverNs } from '@/features/discover/i18n';

type BlockDialogProps = { member: { id: string; name: string }; onClose: () => void; onBlocked: () => void };

/** Asks before blocking: from then on neither member sees the other anywhere. */
export function BlockDialog({ member, onClose, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation(discoverNs);
  const block = useBlockMember();
  const [failed, setFailed] = useState(false);

  const confirm = () => {
    setFailed(false);
    block.mutate(member.id, { onSuccess: onBlocked, onError: () => setFailed(true) });
  };

  return (
    <Dialog
      title={t('block.title', { name: member.name })}
      description={t('block.description')}
      onClose={onClose}
    >
      {failed ? (
        <div role="alert" className="mb-4">
          <Notice tone="error">{t('block.failed', { name: member.name })}</Notice>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          {t('block.cancel')}
        </Button>
        <Button onClick={confirm} disabled={block.isPending} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
          <Ban aria-hidden="true" className="size-4" />
          {block.isPending ? t('block.blocking') : t('block.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
