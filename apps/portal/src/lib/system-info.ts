import { queryOptions, useQuery } from '@tanstack/react-query';
import { SystemInfoSchema, type SystemInfo } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

/** GET /api/v1/system (admins): version, database, storage, push and mail. */
export const getSystemInfo = (signal?: AbortSignal): Promise<SystemInfo> =>
  api.get('/api/v1/system', { schema: SystemInfoSchema, ...(signal ? { signal } : {}) });

export const systemInfoQueryOptions = queryOptions({
  queryKey: ['system'],
  queryFn: ({ signal }) => getSystemInfo(signal),
});

export function useSystemInfo() {
  return useQuery(systemInfoQueryOptions);
}
