import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { machinePath, machineRemoved } from './machine-cache';

/**
 * DELETE /api/v1/machines/:id → 204: the machine and its details (guides, part diagrams,
 * specifications, maintenance procedures); documents and packages only lose the link.
 */
export const deleteMachine = (id: string): Promise<unknown> => api.delete(machinePath(id));

export function useDeleteMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMachine,
    onSuccess: (_result, id) => machineRemoved(queryClient, id),
  });
}
