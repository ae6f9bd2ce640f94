import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Machine } from '@toolbox/domain';
import { MachineSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from './api-client';

const MachineListSchema = z.object({ items: z.array(MachineSchema) });

/** GET /api/v1/machines: the whole catalogue, by manufacturer and model. */
export const getMachines = (signal?: AbortSignal): Promise<Machine[]> =>
  api
    .get('/api/v1/machines', { schema: MachineListSchema, ...(signal ? { signal } : {}) })
    .then((body) => body.items);

export const machinesQueryOptions = () =>
  queryOptions({
    queryKey: ['machines', 'all'] as const,
    queryFn: ({ signal }) => getMachines(signal),
    staleTime: 60_000,
  });

export function useMachines() {
  return useQuery(machinesQueryOptions());
}

/** "Franke A600" for a machine id, or the id itself when the catalogue does not know it. */
export function machineLabel(machines: readonly Machine[] | undefined, id: string): string {
  const machine = machines?.find((m) => m.id === id);
  return machine ? `${machine.manufacturer} ${machine.model}` : id;
}
