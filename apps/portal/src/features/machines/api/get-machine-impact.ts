import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MachineImpact } from '@toolbox/domain';
import { MachineImpactSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { machineKeys, machinePath } from './machine-cache';

/** GET /api/v1/machines/:id/impact: what deleting the machine would remove or unlink. */
export const getMachineImpact = (id: string, signal?: AbortSignal): Promise<MachineImpact> =>
  api.get(`${machinePath(id)}/impact`, {
    schema: MachineImpactSchema,
    ...(signal ? { signal } : {}),
  });

export const machineImpactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: machineKeys.impact(id),
    queryFn: ({ signal }) => getMachineImpact(id, signal),
    // Asked for when a delete is about to be confirmed: always the current numbers.
    staleTime: 0,
  });

/** The impact, read only while `enabled` (the confirmation is open). */
export function useMachineImpact(id: string, enabled: boolean) {
  return useQuery({ ...machineImpactQueryOptions(id), enabled });
}
