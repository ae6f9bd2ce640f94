import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Guide } from '@toolbox/domain';
import { GuideSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { machineGuidesPath, troubleshootingKeys } from './troubleshooting-cache';

const GuideListSchema = z.object({ items: z.array(GuideSchema) });

/** GET /api/v1/machines/:machineId/guides: the machine's guides in order; 404 Machine not found. */
export const getMachineGuides = (machineId: string, signal?: AbortSignal): Promise<Guide[]> =>
  api
    .get(machineGuidesPath(machineId), { schema: GuideListSchema, ...(signal ? { signal } : {}) })
    .then((body) => body.items);

export const machineGuidesQueryOptions = (machineId: string) =>
  queryOptions({
    queryKey: troubleshootingKeys.machineGuides(machineId),
    queryFn: ({ signal }) => getMachineGuides(machineId, signal),
  });

export function useMachineGuides(machineId: string) {
  return useQuery(machineGuidesQueryOptions(machineId));
}
