import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MyDocumentAcknowledgementSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

// docs/product.md#document-acknowledgements
const url = (documentId: string) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/acknowledgement`;

/** The signed-in engineer's acknowledgement of the document's current version, or null. */
export const acknowledgementQuery = (documentId: string) =>
  queryOptions({
    // Under ['documents', id], so a published new version refetches it and asks again.
    queryKey: ['documents', documentId, 'acknowledgement'],
    queryFn: async ({ signal }) =>
      (await api.get(url(documentId), { schema: MyDocumentAcknowledgementSchema, signal }))
        .acknowledgement,
  });

/** "I have read this": records it for the current version and shows it at once. */
export function useAcknowledge(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.put(url(documentId), undefined, { schema: MyDocumentAcknowledgementSchema }))
        .acknowledgement,
    onSuccess: async (acknowledgement) => {
      queryClient.setQueryData(acknowledgementQuery(documentId).queryKey, acknowledgement);
      // Read now: off the must-read list (docs/product.md#must-read).
      await queryClient.invalidateQueries({ queryKey: ['documents', 'must-read'] });
    },
  });
}
