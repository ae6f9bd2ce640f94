import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationHistoryPageSchema, type NotificationHistoryPage } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

export type HistoryQuery = { page: number; pageSize: number };

/** How often the history is read again while a notification is still being sent. */
const SENDING_REFRESH_MS = 3000;

/** GET /api/v1/notifications (admins): sent notifications, newest first. */
export const getNotificationHistory = (
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<NotificationHistoryPage> =>
  api.get('/api/v1/notifications', {
    schema: NotificationHistoryPageSchema,
    query,
    ...(signal ? { signal } : {}),
  });

export const notificationHistoryQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: ['notifications', 'history', query],
    queryFn: ({ signal }) => getNotificationHistory(query, signal),
    placeholderData: keepPreviousData,
    // A broadcast is delivered by queued jobs (issue #21): look again until its counts are in.
    refetchInterval: (query) =>
      query.state.data?.items.some((entry) => entry.finishedAt === null)
        ? SENDING_REFRESH_MS
        : false,
  });

export function useNotificationHistory(query: HistoryQuery) {
  return useQuery(notificationHistoryQueryOptions(query));
}
