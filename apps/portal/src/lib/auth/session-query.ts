import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client';
import type { User } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/** A background check of a known session retries a hiccup (network, 5xx) twice, never a 4xx. */
function retryKnownSession(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The signed-in user, or null. A failure to fetch the user before any is known is logged and
 * treated as signed out (docs/product.md#session). Once the server has confirmed a user, a failed
 * re-check (a network blip, a 503 during a restart) keeps them signed in and is retried: the
 * server checks the session on every call, so a session that is really gone still answers 401
 * and SessionWatcher signs the page out (issue #17 item 5: turning that hiccup into a sign-out
 * lost an administrator's session minutes into their work).
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ client, queryKey }): Promise<User | null> => {
    try {
      // A 401 answers null: no session.
      return await sessionApi.getSession();
    } catch (error) {
      console.error('Could not load the signed-in user', error);
      if (client.getQueryData<User | null>(queryKey)) throw error;
      return null;
    }
  },
  staleTime: 5 * 60 * 1000,
  retry: retryKnownSession,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Whether the session was last ended by the user's own sign-out. */
const SIGNED_OUT_QUERY_KEY = ['signed-out-on-purpose'] as const;

/**
 * Forgets the signed-in user and every cached answer that belonged to them. `signedOut`: the user
 * chose to leave, so the route guard, should it see them gone before the login screen shows,
 * does not remember the page they left (docs/product.md#login-screen).
 */
export function clearSessionCache(
  queryClient: QueryClient,
  { signedOut = false }: { signedOut?: boolean } = {},
): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  // Before the user goes: the guard reads it when the session's change renders it.
  queryClient.setQueryData(SIGNED_OUT_QUERY_KEY, signedOut);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/** True when the user signed out on purpose, rather than losing or never having a session. */
export function wasSignedOutOnPurpose(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(SIGNED_OUT_QUERY_KEY) === true;
}
