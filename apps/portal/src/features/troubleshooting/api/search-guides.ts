import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideSearchHit, GuideSearchQuery, Page } from '@toolbox/domain';
import { GuideSearchHitSchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { troubleshootingKeys } from './troubleshooting-cache';

const GuideSearchPageSchema = pageSchema(GuideSearchHitSchema);

/**
 * GET /api/v1/troubleshooting/guides?search=…: full-text prefix search over every machine's
 * guides (title, symptom, error codes, step text), best match first.
 */
export const searchGuides = (
  query: GuideSearchQuery,
  signal?: AbortSignal,
): Promise<Page<GuideSearchHit>> =>
  api.get('/api/v1/troubleshooting/guides', {
    schema: GuideSearchPageSchema,
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const guideSearchQueryOptions = (query: GuideSearchQuery) =>
  queryOptions({
    queryKey: troubleshootingKeys.search(query),
    queryFn: ({ signal }) => searchGuides(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGuideSearch(query: GuideSearchQuery) {
  return useQuery(guideSearchQueryOptions(query));
}
