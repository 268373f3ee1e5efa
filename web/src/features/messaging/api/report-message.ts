import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

type ReportReason = ApiSchemas['ReportReason'];

const reportFiledSchema = z.object({ id: entityIdSchema });

export type MessageReport = { conversationId: string; seq: number; reason: ReportReason; details: string | undefined };

/** POST /api/conversations/:id/messages/:seq/report: the message joins the administrators' Reports tab with its text. */
export function reportMessage({ conversationId, seq, reason, details }: MessageReport): Promise<{ id: string }> {
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}/messages/${seq}/report`, {
    method: 'POST',
    body: { reason, details },
    schema: reportFiledSchema,
  });
}

export function useReportMessage() {
  return useMutation({ mutationKey: ['messaging', 'report'], mutationFn: reportMessage });
}
