import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserFacets } from '@toolbox/domain';
import { UserFacetsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { userKeys } from './user-cache';

/** GET /api/v1/users/facets: the roles and teams in use, for filters and suggestions. */
export const getUserFacets = (signal?: AbortSignal): Promise<UserFacets> =>
  api.get('/api/v1/users/facets', { schema: UserFacetsSchema, ...(signal ? { signal } : {}) });

export const userFacetsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.facets(),
    queryFn: ({ signal }) => getUserFacets(signal),
    staleTime: 60_000,
  });

/** The facets; empty lists until they arrive (or if they cannot be read: they are only hints). */
export function useUserFacets(): UserFacets {
  const { data } = useQuery(userFacetsQueryOptions());
  return data ?? { roles: [], teams: [] };
}
