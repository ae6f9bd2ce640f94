import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SoftwareListItem, SoftwareListQuery } from '@toolbox/domain';
import { SoftwareListPageSchema } from '@toolbox/domain';
import { getListPage } from '../../../lib/use-list-params';

/**
 * GET /api/v1/software?machineId=…: one page of the packages for a machine. The key is the
 * software list's own (`['software', 'list', query]`), so a change to any package refreshes
 * this tab as it refreshes /software.
 */
export const getMachineSoftware = (
  query: SoftwareListQuery,
  signal?: AbortSignal,
): Promise<Page<SoftwareListItem>> =>
  getListPage('/api/v1/software', SoftwareListPageSchema, query, signal);

export const machineSoftwareQueryOptions = (query: SoftwareListQuery) =>
  queryOptions({
    queryKey: ['software', 'list', query] as const,
    queryFn: ({ signal }) => getMachineSoftware(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMachineSoftware(query: SoftwareListQuery) {
  return useQuery(machineSoftwareQueryOptions(query));
}
