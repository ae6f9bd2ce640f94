import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toQueryString } from '@toolbox/client/http';
import { DocumentTextSearchPageSchema, DocumentTextStateSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { documentPath } from './document-cache';

/** Hits of search inside documents a page of the list shows. */
export const TEXT_HITS_PER_PAGE = 10;

/**
 * GET /api/v1/documents/{id}/text/status: whether the current version's words can be searched;
 * asked again every 3 s while its text is still being read.
 */
export function useDocumentTextState(id: string, versionNumber: number) {
  return useQuery({
    queryKey: ['documents', 'text-state', id, versionNumber],
    queryFn: ({ signal }) =>
      api.get(`${documentPath(id)}/text/status`, { schema: DocumentTextStateSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}

/** GET /api/v1/documents/text-search: documents whose pages hold the words. */
export function useDocumentTextSearch(text: string, page: number) {
  return useQuery({
    queryKey: ['documents', 'text-search', text, page],
    queryFn: ({ signal }) =>
      api.get(
        `/api/v1/documents/text-search${toQueryString({ q: text, page, pageSize: TEXT_HITS_PER_PAGE })}`,
        { schema: DocumentTextSearchPageSchema, signal },
      ),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
