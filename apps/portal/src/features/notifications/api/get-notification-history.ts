import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationHistoryPageSchema, type NotificationHistoryPage } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

export type HistoryQuery = { page: number; pageSize: number };

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
  });

export function useNotificationHistory(query: HistoryQuery) {
  return useQuery(notificationHistoryQueryOptions(query));
}
