import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MachineSpecifications, Page } from '@toolbox/domain';
import { MachineSpecificationsSchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import type { SpecificationsPageQuery } from './specification-cache';
import { specificationKeys } from './specification-cache';

const SpecificationsPageSchema = pageSchema(MachineSpecificationsSchema);

/** GET /api/v1/specifications: one page of the machines that have specifications, with them. */
export const getSpecifications = (
  query: SpecificationsPageQuery,
  signal?: AbortSignal,
): Promise<Page<MachineSpecifications>> =>
  api.get('/api/v1/specifications', {
    schema: SpecificationsPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const specificationsQueryOptions = (query: SpecificationsPageQuery) =>
  queryOptions({
    queryKey: specificationKeys.list(query),
    queryFn: ({ signal }) => getSpecifications(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSpecifications(query: SpecificationsPageQuery) {
  return useQuery(specificationsQueryOptions(query));
}
