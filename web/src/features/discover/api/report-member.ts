import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type ReportRequest = ApiSchemas['ReportRequest'];
export type ReportReason = ApiSchemas['ReportReason'];
export type ReportAccepted = ApiSchemas['ReportAccepted'];

const reportAcceptedSchema = z.object({ id: entityIdSchema, status: z.literal('open') }) satisfies z.ZodType<ReportAccepted, unknown>;

/** POST /api/reports: files a report for the administrators (429 when sent too often). */
export function reportMember(report: ReportRequest): Promise<ReportAccepted> {
  return apiRequest('/reports', { method: 'POST', body: report, schema: reportAcceptedSchema });
}

export function useReportMember() {
  return useMutation({ mutationKey: ['discover', 'report'], mutationFn: reportMember });
}
