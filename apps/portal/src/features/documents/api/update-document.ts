import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document, UpdateDocumentInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { documentChanged, DocumentEnvelope, documentPath } from './document-cache';

/** PATCH /api/v1/documents/:id: title, description, author, categories, machines. */
export const updateDocument = (id: string, body: UpdateDocumentInput): Promise<Document> =>
  api.patch(documentPath(id), body, { schema: DocumentEnvelope });

export function useUpdateDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDocumentInput) => updateDocument(id, body),
    onSuccess: (document) => documentChanged(queryClient, document),
  });
}
