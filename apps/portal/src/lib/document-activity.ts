import { queryOptions } from '@tanstack/react-query';
import { ActivityListSchema, RECENT_ACTIVITY_DEFAULT_COUNT } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

/**
 * GET /api/v1/activity: the latest document views and downloads from the engineer toolbox, of
 * one user or of everyone (docs/product.md#dashboard: five unless asked for more). Shared by the
 * dashboard and the user detail page.
 */
export const documentActivityQueryOptions = (filter: { userId?: string; count?: number } = {}) =>
  queryOptions({
    queryKey: ['document-activity', filter],
    queryFn: ({ signal }) =>
      api.get('/api/v1/activity', {
        schema: ActivityListSchema,
        query: { userId: filter.userId, count: filter.count ?? RECENT_ACTIVITY_DEFAULT_COUNT },
        signal,
      }),
    select: (data) => data.items,
  });
