import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SoftwareListItem, SoftwareListQuery } from '@toolbox/domain';
import { SoftwareListPageSchema } from '@toolbox/domain';
import { softwareKeys } from './software-cache';
import { getListPage } from '../../../lib/use-list-params';

/** GET /api/v1/software: one page of packages, newest upload first unless sorted otherwise. */
export const getSoftwareList = (
  query: SoftwareListQuery,
  signal?: AbortSignal,
): Promise<Page<SoftwareListItem>> =>
  getListPage('/api/v1/software', SoftwareListPageSchema, query, signal);

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
