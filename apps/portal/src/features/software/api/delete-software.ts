import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { softwarePath, softwareRemoved } from './software-cache';

/** DELETE /api/v1/software/:id → 204: the record, then its file unless another package shares it. */
export const deleteSoftware = (id: string): Promise<unknown> => api.delete(softwarePath(id));

export function useDeleteSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSoftware,
    onSuccess: () => softwareRemoved(queryClient),
  });
}
