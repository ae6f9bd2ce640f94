import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Document, DocumentListQuery, Page } from '@toolbox/domain';
import { DocumentSchema, pageSchema } from '@toolbox/domain';
import { documentKeys } from './document-cache';
import { getListPage } from '../../../lib/use-list-params';

const DocumentPageSchema = pageSchema(DocumentSchema);

/** GET /api/v1/documents: one page, newest upload first, searched and filtered. */
export const getDocuments = (
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<Page<Document>> => getListPage('/api/v1/documents', DocumentPageSchema, query, signal);

export const documentsQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
