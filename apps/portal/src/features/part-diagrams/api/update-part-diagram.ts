import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartDiagram, PartDiagramInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { PartDiagramEnvelope, partDiagramPath, partDiagramSaved } from './part-diagram-cache';

export interface UpdatePartDiagramVariables {
  machineId: string;
  id: string;
  /** Every field; `imagePath` keeps the current image, `uploadId` replaces it. */
  input: PartDiagramInput;
}

/** PUT /api/v1/machines/:machineId/part-diagrams/:id → `{ partDiagram }`: replaces the diagram. */
export const updatePartDiagram = ({
  machineId,
  id,
  input,
}: UpdatePartDiagramVariables): Promise<PartDiagram> =>
  api.put(partDiagramPath(machineId, id), input, { schema: PartDiagramEnvelope });

export function useUpdatePartDiagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartDiagram,
    onSuccess: (diagram) => partDiagramSaved(queryClient, diagram),
  });
}
