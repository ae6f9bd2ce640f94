import type { QueryClient } from '@tanstack/react-query';
import type { Machine } from '@toolbox/domain';
import { MachineSchema } from '@toolbox/domain';
import { z } from 'zod';

/**
 * The machines feature's cache keys; every key starts with 'machines', as the catalogue's reads
 * in lib/machines do.
 */
export const machineKeys = {
  all: ['machines'] as const,
  detail: (id: string) => ['machines', 'detail', id] as const,
  impact: (id: string) => ['machines', 'impact', id] as const,
};

export const machinePath = (id: string) => `/api/v1/machines/${encodeURIComponent(id)}`;

/** The `{ machine }` answer of every call that returns one machine. */
export const MachineEnvelope = z
  .object({ machine: MachineSchema })
  .transform(({ machine }) => machine);

/**
 * Reloads every machine query except those about `goneId`, a machine that no longer exists
 * under that id while its page may still be on screen (refetching it there would flash a 404).
 * Documents and packages reload when their machine links changed (a move or a delete), and so
 * do the machine's details (guides, part diagrams, specifications), which move or go with it; the
 * dashboard counts machines and manufacturers.
 */
async function refreshAround(
  queryClient: QueryClient,
  { goneId, linksChanged }: { goneId?: string; linksChanged: boolean },
) {
  const gone = goneId === undefined ? [] : [machineKeys.detail(goneId), machineKeys.impact(goneId)];
  const isGone = (key: readonly unknown[]) =>
    gone.some((g) => g.length === key.length && g.every((part, i) => part === key[i]));
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: machineKeys.all,
      predicate: (query) => !isGone(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ...(linksChanged
      ? [
          queryClient.invalidateQueries({ queryKey: ['documents'] }),
          queryClient.invalidateQueries({ queryKey: ['software'] }),
          ...['troubleshooting', 'part-diagrams', 'specifications'].map((feature) =>
            queryClient.invalidateQueries({ queryKey: [feature] }),
          ),
        ]
      : []),
  ]);
}

/** After a machine was added: its page shows it at once; the catalogue reloads. */
export async function machineAdded(queryClient: QueryClient, machine: Machine) {
  queryClient.setQueryData(machineKeys.detail(machine.id), machine);
  await refreshAround(queryClient, { linksChanged: false });
}

/**
 * After a machine was saved, possibly under a new id (docs/product.md#machine-changes): the new
 * id's page shows it at once. A move also moved every document and package link, so those reload;
 * the old id is left alone until `forgetMachine`, once the edit screen has moved on.
 */
export async function machineChanged(
  queryClient: QueryClient,
  previousId: string,
  machine: Machine,
) {
  queryClient.setQueryData(machineKeys.detail(machine.id), machine);
  const moved = machine.id !== previousId;
  await refreshAround(queryClient, {
    linksChanged: moved,
    ...(moved ? { goneId: previousId } : {}),
  });
}

/** After a machine was deleted: everything around it reloads except its own (still shown) page. */
export async function machineRemoved(queryClient: QueryClient, id: string) {
  await refreshAround(queryClient, { goneId: id, linksChanged: true });
}

/** Drops what is cached under an id that is gone, so going back there asks the server again. */
export function forgetMachine(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: machineKeys.detail(id) });
  queryClient.removeQueries({ queryKey: machineKeys.impact(id) });
}
