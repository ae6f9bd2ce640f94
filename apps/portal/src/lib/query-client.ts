import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client';
import toast from 'react-hot-toast';

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * One place for failure toasts: a background refresh that fails while data is already on screen
 * (a first load shows its own error panel). 401s are handled by SessionWatcher.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined && !isUnauthenticated(error)) toast.error(error.message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
