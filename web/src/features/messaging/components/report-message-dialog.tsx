import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { useReportMessage } from '@/features/messaging/api/report-message';

type ReportMessageDialogProps = { conversationId: string; seq: number; sender: string; onClose: () => void };

/** Reports one message: the administrators' Reports tab shows its text. */
export function ReportMessageDialog({ conversationId, seq, sender, onClose }: ReportMessageDialogProps) {
  const report = useReportMessage();
  return (
    <ReportReasonDialog
      title="Report message"
      description={`Reports are private. An administrator reviews this message from ${sender}.`}
      submit={({ reason, details }) => report.mutateAsync({ conversationId, seq, reason, details })}
      onClose={onClose}
    />
  );
}
