import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { documentKeys, documentPath } from './document-cache';

/** DELETE /api/v1/documents/:id → 204: the record, then its files. */
export const deleteDocument = (id: string): Promise<unknown> => api.delete(documentPath(id));

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['documents', 'list'] }),
        queryClient.invalidateQueries({ queryKey: documentKeys.facets() }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
