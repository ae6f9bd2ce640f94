import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SoftwareItem, SoftwareListQuery } from '@toolbox/domain';
import { pageSchema, SoftwareItemSchema } from '@toolbox/domain';
import { getListPage } from '../../../lib/use-list-params';

const SoftwarePageSchema = pageSchema(SoftwareItemSchema);

/**
 * GET /api/v1/software?machineId=…: one page of the packages for a machine. The key is the
 * software list's own (`['software', 'list', query]`), so a change to any package refreshes
 * this tab as it refreshes /software.
 */
export const getMachineSoftware = (
  query: SoftwareListQuery,
  signal?: AbortSignal,
): Promise<Page<SoftwareItem>> =>
  getListPage('/api/v1/software', SoftwarePageSchema, query, signal);

export const machineSoftwareQueryOptions = (query: SoftwareListQuery) =>
  queryOptions({
    queryKey: ['software', 'list', query] as const,
    queryFn: ({ signal }) => getMachineSoftware(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMachineSoftware(query: SoftwareListQuery) {
  return useQuery(machineSoftwareQueryOptions(query));
}
