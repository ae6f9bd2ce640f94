import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSchema } from '@toolbox/domain';
import type { Dashboard } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

/** GET /api/v1/dashboard (admins only). */
export const getDashboard = (signal?: AbortSignal): Promise<Dashboard> =>
  api.get('/api/v1/dashboard', { schema: DashboardSchema, ...(signal ? { signal } : {}) });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
