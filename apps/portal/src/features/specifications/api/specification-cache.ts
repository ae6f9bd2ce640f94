import type { QueryClient } from '@tanstack/react-query';
import type { SpecificationEntry } from '@toolbox/domain';

/** The page of the machines-with-specifications list. */
export interface SpecificationsPageQuery {
  page: number;
  pageSize: number;
}

/** The specifications feature's cache keys; every key starts with 'specifications'. */
export const specificationKeys = {
  all: ['specifications'] as const,
  list: (query: SpecificationsPageQuery) => ['specifications', 'list', query] as const,
  comparison: (machineIds: readonly string[]) =>
    ['specifications', 'comparison', [...machineIds]] as const,
  machine: (machineId: string) => ['specifications', 'machine', machineId] as const,
};

/** Machine queries (the catalogue's counts, a machine's details) all start with 'machines'. */
const MACHINES_KEY = ['machines'] as const;

export const specificationsPath = (machineId: string) =>
  `/api/v1/machines/${encodeURIComponent(machineId)}/details/specifications`;

export const detailsPath = (machineId: string) =>
  `/api/v1/machines/${encodeURIComponent(machineId)}/details`;

/**
 * After a machine's list was saved: its editor and panel show it at once; the overview, any
 * comparison and the machine's counts and details reload.
 */
export async function specificationsSaved(
  queryClient: QueryClient,
  machineId: string,
  items: SpecificationEntry[],
) {
  queryClient.setQueryData(specificationKeys.machine(machineId), items);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: specificationKeys.all,
      predicate: (query) => query.queryKey[1] !== 'machine' || query.queryKey[2] !== machineId,
    }),
    queryClient.invalidateQueries({ queryKey: MACHINES_KEY }),
  ]);
}
