import { ContentForm } from '@/components/admin/content-form';
import { InputField, useZodForm } from '@/components/ui/form';
import { useCreateInsight } from '@/features/highlights/admin/api/create-insight';
import { useUpdateInsight } from '@/features/highlights/admin/api/update-insight';
import { emptyInsightForm, insightFormFields, insightFormOf, insightFormSchema, insightInputOf, insightPatchOf } from '@/features/highlights/admin/lib/insight-form';
import { useContentSave } from '@/lib/admin/use-content-save';
import type { Insight } from '@/lib/content-schemas';

type InsightFormProps = { insight?: Insight; onSaved: (message: string) => void; onClose: () => void };

/** New insight or edit: what is measured, the figure, and how it moved; the server's field messages go next to their fields. */
export function InsightForm({ insight, onSaved, onClose }: InsightFormProps) {
  const form = useZodForm(insightFormSchema, { defaultValues: insight ? insightFormOf(insight) : emptyInsightForm() });
  const save = useContentSave({
    noun: 'insight',
    item: insight,
    form,
    fields: insightFormFields,
    create: useCreateInsight(),
    update: useUpdateInsight(),
    inputOf: insightInputOf,
    patchOf: insightPatchOf,
    onSaved,
  });

  return (
    <ContentForm form={form} save={save} onClose={onClose}>
      <InputField name="label" label="Label" maxLength={80} placeholder="Fintech funding, this quarter" hint="What is measured, as members read it in the panel." />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="value" label="Value" maxLength={30} placeholder="₹4,200 Cr" />
        <InputField name="change" label="Change" optional maxLength={12} placeholder="+18%" hint="A percentage such as +18% or -4%; a fall shows in red." />
      </div>
    </ContentForm>
  );
}
