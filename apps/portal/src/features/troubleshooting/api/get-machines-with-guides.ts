import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MachinesWithGuidesQuery, MachineWithGuides, Page } from '@toolbox/domain';
import { MachineWithGuidesSchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { troubleshootingKeys } from './troubleshooting-cache';

const MachinesWithGuidesPageSchema = pageSchema(MachineWithGuidesSchema);

/** GET /api/v1/troubleshooting/machines: one page of the machines that have guides, with them. */
export const getMachinesWithGuides = (
  query: MachinesWithGuidesQuery,
  signal?: AbortSignal,
): Promise<Page<MachineWithGuides>> =>
  api.get('/api/v1/troubleshooting/machines', {
    schema: MachinesWithGuidesPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const machinesWithGuidesQueryOptions = (query: MachinesWithGuidesQuery) =>
  queryOptions({
    queryKey: troubleshootingKeys.machines(query),
    queryFn: ({ signal }) => getMachinesWithGuides(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMachinesWithGuides(query: MachinesWithGuidesQuery) {
  return useQuery(machinesWithGuidesQueryOptions(query));
}
