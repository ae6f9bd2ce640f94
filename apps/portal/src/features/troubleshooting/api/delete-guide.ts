import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { guidesChanged, troubleshootingKeys } from './troubleshooting-cache';

const DeletedSchema = z.object({ message: z.string() });

export interface DeleteGuideVariables {
  machineId: string;
  guideId: string;
}

/**
 * DELETE /api/v1/troubleshooting/guides?machineId=&guideId= → `{ message }`, the "Guide deleted
 * successfully" of docs/product.md#guide-rules (answered with the server's own wording, so the
 * toast shows it as is).
 */
export const deleteGuide = ({ machineId, guideId }: DeleteGuideVariables): Promise<string> =>
  api
    .delete('/api/v1/troubleshooting/guides', {
      query: { machineId, guideId },
      schema: DeletedSchema,
    })
    .then((body) => body.message);

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: async (_message, { machineId, guideId }) => {
      queryClient.removeQueries({ queryKey: troubleshootingKeys.guide(machineId, guideId) });
      await guidesChanged(queryClient);
    },
  });
}
