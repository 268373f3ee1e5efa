import { useTranslation } from 'react-i18next';

import { ReportReasonDialog } from '@/components/ui/report-reason-dialog';
import { useReportMember } from '@/features/discover/api/report-member';
import { discoverNs } from '@/features/discover/i18n';

type ReportDialogProps = { member: { id: string; name: string }; onClose: () => void };

/** Reports a member (from a deck card or a connection) to the administrators. */
export function ReportDialog({ member, onClose }: ReportDialogProps) {
  const { t } = useTranslation(discoverNs);
  const report = useReportMember();
  return (
    <ReportReasonDialog
      title={t('safety.reportMember', { name: member.name })}
      description={t('report.description')}
      submit={({ reason, details }) => report.mutateAsync({ target: member.id, reason, details })}
      onClose={onClose}
    />
  );
}
