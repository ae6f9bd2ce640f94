import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Document, DocumentListQuery, Page } from '@toolbox/domain';
import { DocumentSchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { documentKeys } from './document-cache';

const DocumentPageSchema = pageSchema(DocumentSchema);

/** GET /api/v1/documents: one page, newest upload first, searched and filtered. */
export const getDocuments = (
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<Page<Document>> =>
  api.get('/api/v1/documents', {
    schema: DocumentPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const documentsQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
