import { useTranslation } from 'react-i18next';

import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { useReportMessage } from '@/features/messaging/api/report-message';
import { messagingNs } from '@/features/messaging/i18n';

type ReportMessageDialogProps = { conversationId: string; seq: number; sender: string; onClose: () => void };

/** Reports one message: the administrators' Reports tab shows its text. */
export function ReportMessageDialog({ conversationId, seq, sender, onClose }: ReportMessageDialogProps) {
  const { t } = useTranslation(messagingNs);
  const report = useReportMessage();
  return (
    <ReportReasonDialog
      title={t('report.title')}
      description={t('report.description', { name: sender })}
      submit={({ reason, details }) => report.mutateAsync({ conversationId, seq, reason, details })}
      onClose={onClose}
    />
  );
}
