import { queryOptions, useQuery } from '@tanstack/react-query';

import { receivedRequestsKey, receivedRequestsSchema } from '@/features/requests/api/requests-schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/requests: cofounder applications to me not answered yet, and investors' pending introductions. */
export function getReceivedRequests(signal?: AbortSignal) {
  return apiRequest('/requests', { schema: receivedRequestsSchema, signal });
}

export const receivedRequestsQueryOptions = () =>
  queryOptions({ queryKey: receivedRequestsKey, queryFn: ({ signal }) => getReceivedRequests(signal), staleTime: 15_000 });

export function useReceivedRequests() {
  return useQuery(receivedRequestsQueryOptions());
}
