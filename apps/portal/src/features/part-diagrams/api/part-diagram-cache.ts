import type { QueryClient } from '@tanstack/react-query';
import type { PartDiagram, PartDiagramListQuery } from '@toolbox/domain';
import { PartDiagramSchema } from '@toolbox/domain';
import { z } from 'zod';

/** The part-diagram feature's cache keys; every key starts with 'part-diagrams'. */
export const partDiagramKeys = {
  all: ['part-diagrams'] as const,
  lists: () => ['part-diagrams', 'list'] as const,
  list: (query: PartDiagramListQuery) => ['part-diagrams', 'list', query] as const,
  forMachine: (machineId: string) => ['part-diagrams', 'machine', machineId] as const,
  detail: (machineId: string, id: string) => ['part-diagrams', 'detail', machineId, id] as const,
};

/**
 * Machine queries (the catalogue's counts, a machine's details) all start with 'machines'; a
 * diagram written or deleted changes both.
 */
const MACHINES_KEY = ['machines'] as const;

export const machineDiagramsPath = (machineId: string) =>
  `/api/v1/machines/${encodeURIComponent(machineId)}/part-diagrams`;

export const partDiagramPath = (machineId: string, id: string) =>
  `${machineDiagramsPath(machineId)}/${encodeURIComponent(id)}`;

/** The `{ partDiagram }` answer of every call that returns one diagram. */
export const PartDiagramEnvelope = z
  .object({ partDiagram: PartDiagramSchema })
  .transform(({ partDiagram }) => partDiagram);

/** After a diagram was added or saved: its screens show it at once; lists and counts reload. */
export async function partDiagramSaved(queryClient: QueryClient, diagram: PartDiagram) {
  queryClient.setQueryData(partDiagramKeys.detail(diagram.machineId, diagram.id), diagram);
  await refreshAround(queryClient, diagram.machineId);
}

/**
 * After a diagram was deleted: lists and counts reload. Its own page is left alone while it is
 * still on screen (refetching it there would flash a 404); `forgetPartDiagram` drops it later.
 */
export async function partDiagramRemoved(queryClient: QueryClient, machineId: string) {
  await refreshAround(queryClient, machineId);
}

/** Drops a deleted diagram's cached record, so going back to its page asks the server again. */
export function forgetPartDiagram(queryClient: QueryClient, machineId: string, id: string) {
  queryClient.removeQueries({ queryKey: partDiagramKeys.detail(machineId, id) });
}

async function refreshAround(queryClient: QueryClient, machineId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: partDiagramKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: partDiagramKeys.forMachine(machineId) }),
    queryClient.invalidateQueries({ queryKey: MACHINES_KEY }),
  ]);
}
