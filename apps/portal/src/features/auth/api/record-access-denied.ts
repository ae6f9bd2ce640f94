import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * POST /api/v1/auth/access-denied, once per visit of the Access Denied page: the server logs the
 * attempt and answers with the session id and time the notice shows. A query rather than a
 * mutation so a double mount (StrictMode) still logs one attempt.
 */
export const accessDeniedQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['access-denied', path],
    queryFn: () => sessionApi.recordAccessDenied(path),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useRecordAccessDenied(path: string, enabled: boolean) {
  return useQuery({ ...accessDeniedQueryOptions(path), enabled });
}
