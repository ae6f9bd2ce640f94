import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PartDiagramListItem, PartDiagramListQuery } from '@toolbox/domain';
import { pageSchema, PartDiagramListItemSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { partDiagramKeys } from './part-diagram-cache';

const PartDiagramPageSchema = pageSchema(PartDiagramListItemSchema);

/**
 * GET /api/v1/part-diagrams: one page of every machine's diagrams, each with its machine; `search`
 * is a prefix match over titles, part numbers and part names.
 */
export const getPartDiagrams = (
  query: PartDiagramListQuery,
  signal?: AbortSignal,
): Promise<Page<PartDiagramListItem>> =>
  api.get('/api/v1/part-diagrams', {
    schema: PartDiagramPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const partDiagramsQueryOptions = (query: PartDiagramListQuery) =>
  queryOptions({
    queryKey: partDiagramKeys.list(query),
    queryFn: ({ signal }) => getPartDiagrams(query, signal),
    // Keep the current cards on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function usePartDiagrams(query: PartDiagramListQuery) {
  return useQuery(partDiagramsQueryOptions(query));
}
