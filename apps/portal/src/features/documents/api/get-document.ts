import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Document } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { DocumentEnvelope, documentKeys, documentPath } from './document-cache';

/** GET /api/v1/documents/:id: the document with its whole version history. */
export const getDocument = (id: string, signal?: AbortSignal): Promise<Document> =>
  api.get(documentPath(id), { schema: DocumentEnvelope, ...(signal ? { signal } : {}) });

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
  });

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}
