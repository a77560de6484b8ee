import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * Business failures (an envelope with a code other than 1) are answers, not glitches: retrying them only
 * repeats the message. A lost connection gets one more try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isApiError(error) && error.kind === 'network' && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
