import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const statusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof statusSchema>;

export const twoFactorKey = ['me', 'two-factor'] as const;

/** GET /api/me/two-factor */
export const getTwoFactor = () => apiRequest('/me/two-factor', { schema: statusSchema });
export const useTwoFactor = () => useQuery(queryOptions({ queryKey: twoFactorKey, queryFn: getTwoFactor }));

/** POST /api/me/two-factor/setup: a new secret, shown as text and as a QR code. */
export const startTwoFactor = () =>
  apiRequest('/me/two-factor/setup', { method: 'POST', body: {}, schema: z.object({ secret: z.string(), otpauthUrl: z.string() }) });

/** POST /api/me/two-factor/enable: the first code turns it on; the recovery codes come once. */
export const enableTwoFactor = (code: string) =>
  apiRequest('/me/two-factor/enable', { method: 'POST', body: { code }, schema: z.object({ recoveryCodes: z.array(z.string()) }) });

/** POST /api/me/two-factor/disable */
export const disableTwoFactor = (password: string, code: string) =>
  apiRequest('/me/two-factor/disable', { method: 'POST', body: { password, code }, schema: statusSchema });

const sessionSchema = z.object({ id: z.string(), current: z.boolean(), createdAt: z.string(), lastSeenAt: z.string(), ip: z.string().nullable() });
export type ActiveSession = z.infer<typeof sessionSchema>;

export const sessionsKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions */
export const getSessions = () => apiRequest('/me/sessions', { schema: z.object({ sessions: z.array(sessionSchema) }) });
export const useSessions = () => useQuery(queryOptions({ queryKey: sessionsKey, queryFn: getSessions }));

/** DELETE /api/me/sessions/:id (204) */
export const endSession = (id: string) => apiRequest(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.undefined() });

/** POST /api/me/sessions/sign-out-others */
export const signOutOthers = () =>
  apiRequest('/me/sessions/sign-out-others', { method: 'POST', body: {}, schema: z.object({ signedOut: z.number().int() }) });
