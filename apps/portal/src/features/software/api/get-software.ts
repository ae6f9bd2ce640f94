import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoftwareItem } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { SoftwareEnvelope, softwareKeys, softwarePath } from './software-cache';

/** GET /api/v1/software/:id → `{ software }`; 404 Software package not found. */
export const getSoftware = (id: string, signal?: AbortSignal): Promise<SoftwareItem> =>
  api.get(softwarePath(id), { schema: SoftwareEnvelope, ...(signal ? { signal } : {}) });

export const softwareQueryOptions = (id: string) =>
  queryOptions({
    queryKey: softwareKeys.detail(id),
    queryFn: ({ signal }) => getSoftware(id, signal),
  });

export function useSoftware(id: string) {
  return useQuery(softwareQueryOptions(id));
}
