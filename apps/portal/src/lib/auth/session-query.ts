import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The signed-in user, or null. A failure to fetch it is logged and treated as signed out
 * (docs/product.md#session).
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<User | null> => {
    try {
      return await sessionApi.getSession();
    } catch (error) {
      console.error('Could not load the signed-in user', error);
      return null;
    }
  },
  staleTime: 5 * 60 * 1000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Forgets the signed-in user and every cached answer that belonged to them. */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}
