import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentFacets } from '@toolbox/domain';
import { DocumentFacetsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { documentKeys } from './document-cache';

/** GET /api/v1/documents/facets: categories in use with their counts (filters, suggestions). */
export const getDocumentFacets = (signal?: AbortSignal): Promise<DocumentFacets> =>
  api.get('/api/v1/documents/facets', {
    schema: DocumentFacetsSchema,
    ...(signal ? { signal } : {}),
  });

export const documentFacetsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.facets(),
    queryFn: ({ signal }) => getDocumentFacets(signal),
    staleTime: 30_000,
  });

export function useDocumentFacets() {
  return useQuery(documentFacetsQueryOptions());
}
