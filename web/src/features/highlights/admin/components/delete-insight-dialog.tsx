import { Trash2 } from 'lucide-react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useDeleteInsight } from '@/features/highlights/admin/api/delete-insight';
import { failureText } from '@/lib/admin/server-field-errors';
import type { Insight } from '@/lib/content-schemas';

export function DeleteInsightDialog({ insight, onClose, onDone }: { insight: Insight; onClose: () => void; onDone: (message: string) => void }) {
  const remove = useDeleteInsight();
  return (
    <ConfirmDialog
      title="Delete this insight?"
      description={`“${insight.label}” is removed for good, from the members' Market Insights too. This cannot be undone.`}
      keepLabel="Keep insight"
      confirmLabel="Delete insight"
      pendingLabel="Deleting…"
      icon={Trash2}
      pending={remove.isPending}
      error={remove.isError ? `❌ ${failureText(remove.error)}` : null}
      onClose={onClose}
      onConfirm={() => remove.mutate(insight.id, { onSuccess: () => onDone(`✅ Insight deleted: ${insight.label}.`) })}
    />
  );
}
