import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQueryString } from '@toolbox/client/http';
import {
  MustReadMarkSchema,
  MustReadReminderResultSchema,
  MustReadStatusSchema,
  type MustReadInput,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { documentPath } from './document-cache';

/** People a page of the must-read card lists. */
export const MUST_READ_PAGE_SIZE = 10;

const statusKey = (id: string) => ['documents', 'must-read', id] as const;
const mustReadPath = (id: string) => `${documentPath(id)}/must-read`;

/** GET /api/v1/documents/{id}/must-read: the current version's mark and a page of its people. */
export function useMustReadStatus(id: string, status: 'unread' | 'read', page: number) {
  return useQuery({
    queryKey: [...statusKey(id), status, page],
    queryFn: ({ signal }) =>
      api.get(
        `${mustReadPath(id)}${toQueryString({ status, page, pageSize: MUST_READ_PAGE_SIZE })}`,
        {
          schema: MustReadStatusSchema,
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/v1/documents/{id}/must-read: marks the version the administrator saw. */
export const setMustRead = (id: string, body: MustReadInput) =>
  api.put(mustReadPath(id), body, { schema: MustReadMarkSchema });

/** After a change to the mark or a reminder: the card asks again. */
function useRefreshStatus(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey(id) });
}

export function useSetMustRead(id: string) {
  const refresh = useRefreshStatus(id);
  return useMutation({
    mutationFn: (body: MustReadInput) => setMustRead(id, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/v1/documents/{id}/must-read: the mark of the version the administrator saw. */
export function useClearMustRead(id: string) {
  const refresh = useRefreshStatus(id);
  return useMutation({
    mutationFn: (versionNumber: number) =>
      api.delete(`${mustReadPath(id)}${toQueryString({ versionNumber })}`),
    onSuccess: refresh,
    // A refusal (a newer version) is shown on a card that asks again.
    onError: refresh,
  });
}

/** POST /api/v1/documents/{id}/must-read/reminders: a push to those who have not read it. */
export function useSendReminder(id: string) {
  const refresh = useRefreshStatus(id);
  return useMutation({
    mutationFn: () =>
      api.post(`${mustReadPath(id)}/reminders`, undefined, {
        schema: MustReadReminderResultSchema,
      }),
    onSuccess: refresh,
  });
}
