import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecificationEntry, SpecificationEntryInput } from '@toolbox/domain';
import { SpecificationEntrySchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { specificationsPath, specificationsSaved } from './specification-cache';

const SavedSchema = z
  .object({ items: z.array(SpecificationEntrySchema) })
  .transform((body) => body.items);

export interface UpdateSpecificationsVariables {
  machineId: string;
  /** The machine's whole list, in the order it is shown. */
  items: SpecificationEntryInput[];
}

/**
 * PUT /api/v1/machines/:machineId/details/specifications → `{ items }`: replaces the machine's
 * whole list, in order (creating its details record when there is none). 400 with field details.
 */
export const updateSpecifications = ({
  machineId,
  items,
}: UpdateSpecificationsVariables): Promise<SpecificationEntry[]> =>
  api.put(specificationsPath(machineId), { items }, { schema: SavedSchema });

export function useUpdateSpecifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpecifications,
    onSuccess: (items, { machineId }) => specificationsSaved(queryClient, machineId, items),
  });
}
