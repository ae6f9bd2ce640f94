import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Guide, SaveGuideInput } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { GuideEnvelope, guidesChanged, troubleshootingKeys } from './troubleshooting-cache';

/**
 * POST /api/v1/troubleshooting/guides → 201 `{ guide }` when appended (no id), 200 when it
 * replaced the guide with that id (docs/product.md#guide-rules). Fails with field details (400,
 * keyed `guide.title`, `guide.steps.0.text`, …), 404 Machine not found or Guide with ID X not found.
 */
export const saveGuide = (body: SaveGuideInput): Promise<Guide> =>
  api.post('/api/v1/troubleshooting/guides', body, { schema: GuideEnvelope });

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuide,
    onSuccess: async (guide) => {
      queryClient.setQueryData(troubleshootingKeys.guide(guide.machineId, guide.id), guide);
      await guidesChanged(queryClient);
    },
  });
}
