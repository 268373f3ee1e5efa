import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const exportSchema = z.object({
  id: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  expiresAt: z.string(),
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof exportSchema>;

/** POST /api/me/exports: starts an export (202), or answers the one already being prepared (200). */
export const startExport = () => apiRequest('/me/exports', { method: 'POST', body: {}, schema: exportSchema });

/** GET /api/me/exports/:id: its progress; downloadUrl once ready. */
export const getExport = (id: string) => apiRequest(`/me/exports/${encodeURIComponent(id)}`, { schema: exportSchema });

/** POST /api/me/erase: the password, and a code when two-factor sign-in is on. */
export const eraseAccount = (password: string, code: string) =>
  apiRequest('/me/erase', { method: 'POST', body: { password, code }, schema: z.object({ erased: z.literal(true) }) });
