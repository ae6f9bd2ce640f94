import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { partDiagramPath, partDiagramRemoved } from './part-diagram-cache';

/** DELETE /api/v1/machines/:machineId/part-diagrams/:id → 204; its image file is released. */
export const deletePartDiagram = ({ machineId, id }: { machineId: string; id: string }) =>
  api.delete(partDiagramPath(machineId, id));

export function useDeletePartDiagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartDiagram,
    onSuccess: (_, { machineId }) => partDiagramRemoved(queryClient, machineId),
  });
}
