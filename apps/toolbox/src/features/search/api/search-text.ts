import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client';
import { DocumentTextSearchPageSchema, type DocumentTextSearchPage } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { searchKeptTexts } from '@/lib/offline/text-index';
import { urls } from '@/lib/urls';

/** Hits of search inside documents the search screen shows. */
export const TEXT_HITS_SHOWN = 8;

/** Where the hits come from: the server, or the documents kept on this device. */
export type TextSearchAnswer = DocumentTextSearchPage & { offline: boolean };

/**
 * Search inside documents (issue #22 item 1): the server's full-text search, or, without signal,
 * the kept documents' in-browser index. It runs offline too (networkMode 'always').
 */
export const textSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['text-search', text],
    queryFn: async ({ signal }): Promise<TextSearchAnswer> => {
      const paging = { page: 1, pageSize: TEXT_HITS_SHOWN };
      try {
        const answer = await api.get(urls.textSearch(text, paging.page, paging.pageSize), {
          schema: DocumentTextSearchPageSchema,
          signal,
        });
        return { ...answer, offline: false };
      } catch (error) {
        if (!(isApiError(error) && error.status === 0)) throw error;
        return { ...(await searchKeptTexts(text, paging)), offline: true };
      }
    },
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
