import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { memberSummarySchema } from '@/features/discover/api/discover-schemas';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type Connection = ApiSchemas['Connection'];
export type ConnectionList = ApiSchemas['ConnectionList'];

const connectionListSchema = z.object({
  connections: z.array(z.object({ id: entityIdSchema, connectedAt: z.string(), member: memberSummarySchema })),
}) satisfies z.ZodType<ConnectionList, unknown>;

export const connectionsKey = ['discover', 'connections'] as const;

/** GET /api/connections, newest first. */
export function getConnections(): Promise<ConnectionList> {
  return apiRequest('/connections', { schema: connectionListSchema });
}

export const connectionsQueryOptions = () => queryOptions({ queryKey: connectionsKey, queryFn: getConnections, staleTime: 15_000 });

export function useConnections() {
  return useQuery(connectionsQueryOptions());
}
