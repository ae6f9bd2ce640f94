import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartDiagram, PartDiagramInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { machineDiagramsPath, PartDiagramEnvelope, partDiagramSaved } from './part-diagram-cache';

export interface CreatePartDiagramVariables {
  machineId: string;
  /** The fields, with `uploadId` of the finished image upload. */
  input: PartDiagramInput;
}

/**
 * POST /api/v1/machines/:machineId/part-diagrams → 201 `{ partDiagram }`: publishes a finished
 * image upload as the diagram's image. Fails with field details (400), 400 when the bytes are
 * no PNG, JPEG or WebP, 404 Machine not found.
 */
export const createPartDiagram = ({
  machineId,
  input,
}: CreatePartDiagramVariables): Promise<PartDiagram> =>
  api.post(machineDiagramsPath(machineId), input, { schema: PartDiagramEnvelope });

export function useCreatePartDiagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartDiagram,
    onSuccess: (diagram) => partDiagramSaved(queryClient, diagram),
  });
}
