import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { reportListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type Report = ApiSchemas['Report'];
export type ReportPage = ApiSchemas['ReportPage'];
export type ReportStatus = ApiSchemas['ReportStatus'];

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const satisfies readonly ReportStatus[];

export const reportPageSize = 20;

const partySchema = z.object({ id: entityIdSchema, name: z.string(), email: z.string() });

export const reportSchema = z.object({
  id: entityIdSchema,
  reason: z.enum(['spam', 'harassment', 'fake_profile', 'inappropriate', 'other']),
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  message: z.string().nullable(),
  messageId: z.string().nullable(),
  reporter: partySchema,
  target: partySchema,
}) satisfies z.ZodType<Report, unknown>;

const reportPageSchema = z.object({
  items: z.array(reportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ open: z.number().int(), dismissed: z.number().int(), actioned: z.number().int() }),
}) satisfies z.ZodType<ReportPage, unknown>;

export type ReportQuery = { status: ReportStatus; page: number };

/** GET /api/admin/reports?status=&page=&pageSize=, newest first, with the count of each status. */
export function getReports({ status, page }: ReportQuery): Promise<ReportPage> {
  const search = new URLSearchParams({ status, page: String(page), pageSize: String(reportPageSize) });
  return apiRequest(`/admin/reports?${search.toString()}`, { schema: reportPageSchema });
}

export const reportsQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: [...reportListKey, { status: query.status, page: query.page }],
    queryFn: () => getReports(query),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useReports(query: ReportQuery) {
  return useQuery(reportsQueryOptions(query));
}
