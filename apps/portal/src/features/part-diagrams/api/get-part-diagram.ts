import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartDiagram } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { PartDiagramEnvelope, partDiagramKeys, partDiagramPath } from './part-diagram-cache';

/** GET /api/v1/machines/:machineId/part-diagrams/:id → `{ partDiagram }`; 404 Part diagram not found. */
export const getPartDiagram = (
  machineId: string,
  id: string,
  signal?: AbortSignal,
): Promise<PartDiagram> =>
  api.get(partDiagramPath(machineId, id), {
    schema: PartDiagramEnvelope,
    ...(signal ? { signal } : {}),
  });

export const partDiagramQueryOptions = (machineId: string, id: string) =>
  queryOptions({
    queryKey: partDiagramKeys.detail(machineId, id),
    queryFn: ({ signal }) => getPartDiagram(machineId, id, signal),
  });

export function usePartDiagram(machineId: string, id: string) {
  return useQuery(partDiagramQueryOptions(machineId, id));
}
