import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListItem, DocumentListQuery, Page } from '@toolbox/domain';
import { DocumentListPageSchema } from '@toolbox/domain';
import { getListPage } from '../../../lib/use-list-params';

/**
 * GET /api/v1/documents?machineId=…: one page of the documents linked to a machine. The key is
 * the documents list's own (`['documents', 'list', query]`), so a change to any document
 * refreshes this tab as it refreshes /documents.
 */
export const getMachineDocuments = (
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<Page<DocumentListItem>> =>
  getListPage('/api/v1/documents', DocumentListPageSchema, query, signal);

export const machineDocumentsQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: ['documents', 'list', query] as const,
    queryFn: ({ signal }) => getMachineDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMachineDocuments(query: DocumentListQuery) {
  return useQuery(machineDocumentsQueryOptions(query));
}
