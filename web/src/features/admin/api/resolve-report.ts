import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reportSchema, type Report } from '@/features/admin/api/get-reports';
import { adminQueryKey, auditLogKey, reportListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type ReportResolution = ApiSchemas['ReportResolution'] & { id: string };

/** POST /api/admin/reports/{id}/resolution: open → dismissed or actioned (409 `already_resolved` otherwise). */
export function resolveReport({ id, status, note }: ReportResolution): Promise<Report> {
  return apiRequest(`/admin/reports/${encodeURIComponent(id)}/resolution`, {
    method: 'POST',
    body: note ? { status, note } : { status },
    schema: reportSchema,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'resolve-report'],
    mutationFn: resolveReport,
    // A 409 means another administrator resolved it first: refresh in both cases.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: reportListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
