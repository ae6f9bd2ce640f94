import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Machine } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { MachineEnvelope, machineKeys, machinePath } from './machine-cache';

/** GET /api/v1/machines/:id → `{ machine }`; 404 Machine not found. */
export const getMachine = (id: string, signal?: AbortSignal): Promise<Machine> =>
  api.get(machinePath(id), { schema: MachineEnvelope, ...(signal ? { signal } : {}) });

export const machineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: machineKeys.detail(id),
    queryFn: ({ signal }) => getMachine(id, signal),
  });

export function useMachine(id: string) {
  return useQuery(machineQueryOptions(id));
}
