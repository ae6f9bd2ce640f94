import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecificationEntry } from '@toolbox/domain';
import { SpecificationEntrySchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { detailsPath, specificationKeys } from './specification-cache';

/** Only the specifications section of the details answer is read here. */
const DetailsSpecificationsSchema = z
  .object({ specifications: z.array(SpecificationEntrySchema) })
  .transform((details) => details.specifications);

/**
 * GET /api/v1/machines/:machineId/details → the machine's specification entries, in order
 * (an empty list when it has no details record yet); 404 Machine not found.
 */
export const getMachineSpecifications = (
  machineId: string,
  signal?: AbortSignal,
): Promise<SpecificationEntry[]> =>
  api.get(detailsPath(machineId), {
    schema: DetailsSpecificationsSchema,
    ...(signal ? { signal } : {}),
  });

export const machineSpecificationsQueryOptions = (machineId: string) =>
  queryOptions({
    queryKey: specificationKeys.machine(machineId),
    queryFn: ({ signal }) => getMachineSpecifications(machineId, signal),
  });

/** The machine's entries; idle while no machine is chosen (an empty id). */
export function useMachineSpecifications(machineId: string) {
  return useQuery({ ...machineSpecificationsQueryOptions(machineId), enabled: machineId !== '' });
}
