import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartDiagram } from '@toolbox/domain';
import { PartDiagramSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { machineDiagramsPath, partDiagramKeys } from './part-diagram-cache';

const MachineDiagramsSchema = z.object({ items: z.array(PartDiagramSchema) });

/** GET /api/v1/machines/:machineId/part-diagrams → `{ items }`; 404 Machine not found. */
export const getMachinePartDiagrams = (
  machineId: string,
  signal?: AbortSignal,
): Promise<PartDiagram[]> =>
  api
    .get(machineDiagramsPath(machineId), {
      schema: MachineDiagramsSchema,
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.items);

export const machinePartDiagramsQueryOptions = (machineId: string) =>
  queryOptions({
    queryKey: partDiagramKeys.forMachine(machineId),
    queryFn: ({ signal }) => getMachinePartDiagrams(machineId, signal),
  });

export function useMachinePartDiagrams(machineId: string) {
  return useQuery(machinePartDiagramsQueryOptions(machineId));
}
