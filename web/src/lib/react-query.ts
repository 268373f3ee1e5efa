import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { ApiError, NetworkError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';

/** Only failures that are the product's fault are worth a report: not offline users, not 4xx. */
export function isReportable(error: unknown): boolean {
  if (error instanceof NetworkError) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: (failureCount, error) => isReportable(error) && failureCount < 2,
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  const reportIfNeeded = (error: unknown) => {
    if (isReportable(error)) reportError(error);
  };
  return new QueryClient({
    defaultOptions: queryDefaults,
    queryCache: new QueryCache({ onError: reportIfNeeded }),
    mutationCache: new MutationCache({ onError: reportIfNeeded }),
  });
}
