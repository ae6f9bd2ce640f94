import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Guide } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { GuideEnvelope, machineGuidesPath, troubleshootingKeys } from './troubleshooting-cache';

/**
 * GET /api/v1/machines/:machineId/guides/:guideId → `{ guide }`; 404 Machine not found, or Guide
 * with ID X not found for machine Y.
 */
export const getGuide = (
  machineId: string,
  guideId: string,
  signal?: AbortSignal,
): Promise<Guide> =>
  api.get(`${machineGuidesPath(machineId)}/${encodeURIComponent(guideId)}`, {
    schema: GuideEnvelope,
    ...(signal ? { signal } : {}),
  });

export const guideQueryOptions = (machineId: string, guideId: string) =>
  queryOptions({
    queryKey: troubleshootingKeys.guide(machineId, guideId),
    queryFn: ({ signal }) => getGuide(machineId, guideId, signal),
    // The editor's starting point: not refreshed behind the user's back while they type.
    staleTime: Infinity,
  });

export function useGuide(machineId: string, guideId: string) {
  return useQuery(guideQueryOptions(machineId, guideId));
}
