import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoftwareFacets } from '@toolbox/domain';
import { SoftwareFacetsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { softwareKeys } from './software-cache';

/** GET /api/v1/software/facets: the categories in use with their package counts. */
export const getSoftwareFacets = (signal?: AbortSignal): Promise<SoftwareFacets> =>
  api.get('/api/v1/software/facets', {
    schema: SoftwareFacetsSchema,
    ...(signal ? { signal } : {}),
  });

export const softwareFacetsQueryOptions = () =>
  queryOptions({
    queryKey: softwareKeys.facets(),
    queryFn: ({ signal }) => getSoftwareFacets(signal),
    staleTime: 60_000,
  });

const NO_FACETS: SoftwareFacets = { categories: [] };

/** The facets; empty until they arrive (or if they cannot be read: they are only hints). */
export function useSoftwareFacets(): SoftwareFacets {
  const { data } = useQuery(softwareFacetsQueryOptions());
  return data ?? NO_FACETS;
}
