import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@toolbox/domain';
import { AuditEntrySchema, pageSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { userKeys } from './user-cache';

const AuditPageSchema = pageSchema(AuditEntrySchema);

/** How many of a user's latest audit entries the detail page shows. */
export const USER_HISTORY_LIMIT = 50;

/** GET /api/v1/audit?targetType=user&targetId=…: what was done to one user, newest first. */
export const getUserHistory = (id: string, signal?: AbortSignal): Promise<Page<AuditEntry>> =>
  api.get('/api/v1/audit', {
    schema: AuditPageSchema,
    query: { targetType: 'user', targetId: id, pageSize: USER_HISTORY_LIMIT },
    ...(signal ? { signal } : {}),
  });

export const userHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.history(id),
    queryFn: ({ signal }) => getUserHistory(id, signal),
  });

export function useUserHistory(id: string) {
  return useQuery(userHistoryQueryOptions(id));
}
