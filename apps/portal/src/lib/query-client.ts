import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client';
import { API_ERROR_CODES } from '@toolbox/domain/plain';
import toast from 'react-hot-toast';
import { SESSION_QUERY_KEY } from './auth/session-query';

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
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Administrators must now use two-factor sign-in (decision 030): the session, asked
        // again, says so, and the guard shows the set-up screen.
        if (isApiError(error) && error.code === API_ERROR_CODES.twoFactorSetupRequired) {
          void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          return;
        }
        if (query.state.data !== undefined && !isUnauthenticated(error)) toast.error(error.message);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
