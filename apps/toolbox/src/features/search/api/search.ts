import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toQueryString } from '@toolbox/client/http';
import { SearchResultSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/search${toQueryString({ q: text })}`, {
        schema: SearchResultSchema,
        signal,
      }),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });
