import { TrendingUp } from 'lucide-react';

import { ContentSection, type ConfirmProps, type EditorProps } from '@/components/admin/content-section';
import { useAdminInsights } from '@/features/highlights/admin/api/get-admin-insights';
import { DeleteInsightDialog } from '@/features/highlights/admin/components/delete-insight-dialog';
import { InsightForm } from '@/features/highlights/admin/components/insight-form';
import { InsightRow } from '@/features/highlights/admin/components/insight-row';
import type { Insight } from '@/lib/content-schemas';

function InsightEditor({ item, onDone, onClose }: EditorProps<Insight>) {
  return <InsightForm insight={item} onSaved={onDone} onClose={onClose} />;
}

function ConfirmInsight({ item, onDone, onClose }: ConfirmProps<Insight, 'delete'>) {
  return <DeleteInsightDialog insight={item} onClose={onClose} onDone={onDone} />;
}

/** /admin?section=insights: the Market Insights of the member area's side panel, at most ten, in their order; create, edit and delete. */
export function InsightsSection() {
  const insights = useAdminInsights();
  return (
    <ContentSection<Insight, 'delete'>
      query={insights}
      noun={{ one: 'insight', many: 'insights' }}
      emptyIcon={TrendingUp}
      emptyHint="Create one with New insight: members see it at once in the Market Insights panel."
      renderRow={(insight, { edit, confirm }) => <InsightRow insight={insight} onEdit={edit} onDelete={(chosen) => confirm('delete', chosen)} />}
      Editor={InsightEditor}
      Confirm={ConfirmInsight}
    />
  );
}
