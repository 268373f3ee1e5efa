import { z } from 'zod';

import type { InsightInput } from '@/features/highlights/admin/api/create-insight';
import type { InsightPatch } from '@/features/highlights/admin/api/update-insight';
import { orNull } from '@/lib/admin/form-text';
import type { Insight } from '@/lib/content-schemas';

const changeMessage = 'Write a change such as +18% or -4%.';

/** The same limits and words as the server's (InsightInput in api/features/insights.yaml). */
export const insightFormSchema = z.object({
  label: z.string().trim().min(1, 'Enter a label.').max(80, 'At most 80 characters.'),
  value: z.string().trim().min(1, 'Enter a value.').max(30, 'At most 30 characters.'),
  change: z
    .string()
    .trim()
    .refine((change) => change === '' || (change.length <= 12 && /^[+-]?[0-9]+(\.[0-9]+)?%$/.test(change)), changeMessage),
});

export type InsightFormValues = z.input<typeof insightFormSchema>;

export const insightFormFields = ['label', 'value', 'change'] as const;

export const emptyInsightForm = (): InsightFormValues => ({ label: '', value: '', change: '' });

export const insightFormOf = (insight: Insight): InsightFormValues => ({ label: insight.label, value: insight.value, change: insight.change ?? '' });

/** An empty change is none (null). */
export const insightInputOf = (values: InsightFormValues): Required<InsightInput> => ({
  label: values.label.trim(),
  value: values.value.trim(),
  change: orNull(values.change),
});

/** PATCH's body: only the fields the administrator changed. */
export function insightPatchOf(insight: Insight, values: InsightFormValues): InsightPatch {
  const before = insightInputOf(insightFormOf(insight));
  const after = insightInputOf(values);
  const patch: InsightPatch = {};
  if (after.label !== before.label) patch.label = after.label;
  if (after.value !== before.value) patch.value = after.value;
  if (after.change !== before.change) patch.change = after.change;
  return patch;
}
