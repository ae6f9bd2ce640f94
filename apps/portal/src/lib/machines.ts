import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Machine, MachineListItem } from '@toolbox/domain';
import { MachineListItemSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';

const MachineListSchema = z.object({ items: z.array(MachineListItemSchema) });

/**
 * The catalogue's cache key. It lives here rather than in features/machines because every
 * screen that names machines (documents, software, the machine pickers) reads the same list.
 */
export const MACHINES_LIST_KEY = ['machines', 'all'] as const;

/** GET /api/v1/machines: the whole catalogue, by manufacturer and model, with what hangs off each. */
export const getMachines = (signal?: AbortSignal): Promise<MachineListItem[]> =>
  api
    .get('/api/v1/machines', { schema: MachineListSchema, ...(signal ? { signal } : {}) })
    .then((body) => body.items);

export const machinesQueryOptions = () =>
  queryOptions({
    queryKey: MACHINES_LIST_KEY,
    queryFn: ({ signal }) => getMachines(signal),
    staleTime: 60_000,
  });

/**
 * The catalogue. Screens that name machines take a minute-old copy; `fresh` screens (the
 * catalogue itself, a machine's page) read it again on every visit, since their counts change
 * with documents and packages that do not touch the machines' cache.
 */
export function useMachines({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...machinesQueryOptions(), ...(fresh ? { staleTime: 0 } : {}) });
}

/** "Franke A600" for a machine id, or the id itself when the catalogue does not know it. */
export function machineLabel(machines: readonly Machine[] | undefined, id: string): string {
  const machine = machines?.find((m) => m.id === id);
  return machine ? `${machine.manufacturer} ${machine.model}` : id;
}
