import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListItem, DocumentListQuery, Page } from '@toolbox/domain';
import { DocumentListPageSchema, MAX_PAGE_SIZE } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

/**
 * GET /api/v1/documents?machineId=…: the documents linked to a machine, the related-documents
 * picker's choices (the first 100). The key is the documents list's own, so a change to any
 * document refreshes the picker too.
 */
export const getMachineDocuments = (
  machineId: string,
  signal?: AbortSignal,
): Promise<Page<DocumentListItem>> =>
  api.get('/api/v1/documents', {
    schema: DocumentListPageSchema,
    query: { machineId, page: 1, pageSize: MAX_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

export const machineDocumentsQueryOptions = (machineId: string) => {
  const query: DocumentListQuery = { machineId, page: 1, pageSize: MAX_PAGE_SIZE };
  return queryOptions({
    queryKey: ['documents', 'list', query] as const,
    queryFn: ({ signal }) => getMachineDocuments(machineId, signal),
    staleTime: 30_000,
  });
};

export function useMachineDocuments(machineId: string) {
  return useQuery(machineDocumentsQueryOptions(machineId));
}
