import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListItem, DocumentListQuery, Page } from '@toolbox/domain';
import { DocumentListPageSchema } from '@toolbox/domain';
import { documentKeys } from './document-cache';
import { getListPage } from '../../../lib/use-list-params';

/** GET /api/v1/documents: one page, newest upload first, searched and filtered. */
export const getDocuments = (
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<Page<DocumentListItem>> =>
  getListPage('/api/v1/documents', DocumentListPageSchema, query, signal);

export const documentsQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => getDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDocuments(query: DocumentListQuery) {
  return useQuery(documentsQueryOptions(query));
}
