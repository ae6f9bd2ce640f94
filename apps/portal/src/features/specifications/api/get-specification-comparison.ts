import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MachineSpecifications } from '@toolbox/domain';
import { MachineSpecificationsSchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { specificationKeys } from './specification-cache';

const ComparisonSchema = pageSchema(MachineSpecificationsSchema);

/**
 * GET /api/v1/specifications?machineId=a&machineId=b: exactly these machines (at most 10), in
 * this order, each with its specifications, for a side-by-side comparison. The parameter is
 * repeated: the server takes each value as one id (a comma does not split them).
 */
export const getSpecificationComparison = (
  machineIds: readonly string[],
  signal?: AbortSignal,
): Promise<MachineSpecifications[]> => {
  const search = new URLSearchParams(machineIds.map((id) => ['machineId', id]));
  search.set('pageSize', String(machineIds.length));
  return api
    .get(`/api/v1/specifications?${search.toString()}`, {
      schema: ComparisonSchema,
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.items);
};

export const specificationComparisonQueryOptions = (machineIds: readonly string[]) =>
  queryOptions({
    queryKey: specificationKeys.comparison(machineIds),
    queryFn: ({ signal }) => getSpecificationComparison(machineIds, signal),
    // A comparison needs two machines at least.
    enabled: machineIds.length >= 2,
    placeholderData: keepPreviousData,
  });

export function useSpecificationComparison(machineIds: readonly string[]) {
  return useQuery(specificationComparisonQueryOptions(machineIds));
}
