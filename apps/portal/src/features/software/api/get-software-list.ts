import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SoftwareItem, SoftwareListQuery } from '@toolbox/domain';
import { pageSchema, SoftwareItemSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { softwareKeys } from './software-cache';

const SoftwarePageSchema = pageSchema(SoftwareItemSchema);

/** GET /api/v1/software: one page of packages, newest upload first unless sorted otherwise. */
export const getSoftwareList = (
  query: SoftwareListQuery,
  signal?: AbortSignal,
): Promise<Page<SoftwareItem>> =>
  api.get('/api/v1/software', {
    schema: SoftwarePageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const softwareListQueryOptions = (query: SoftwareListQuery) =>
  queryOptions({
    queryKey: softwareKeys.list(query),
    queryFn: ({ signal }) => getSoftwareList(query, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useSoftwareList(query: SoftwareListQuery) {
  return useQuery(softwareListQueryOptions(query));
}
