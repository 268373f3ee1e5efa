import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { useReportMember } from '@/features/discover/api/report-member';

type ReportDialogProps = { member: { id: string; name: string }; onClose: () => void };

/** Reports a member (from a deck card or a connection) to the administrators. */
export function ReportDialog({ member, onClose }: ReportDialogProps) {
  const report = useReportMember();
  return (
    <ReportReasonDialog
      title={`Report ${member.name}`}
      description="Reports are private. An administrator reviews each one."
      submit={({ reason, details }) => report.mutateAsync({ target: member.id, reason, details })}
      onClose={onClose}
    />
  );
}
