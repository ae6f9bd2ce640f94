import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Guide, GuideDraftInput } from '@toolbox/domain';
import { GuideSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { guidesChanged, troubleshootingKeys } from './troubleshooting-cache';

const GuideListSchema = z.object({ items: z.array(GuideSchema) });

/** A stored guide as a draft that keeps it: its content and id, without machine or timestamps. */
export function guideToDraft(guide: Guide): GuideDraftInput {
  const { machineId: _machineId, createdAt: _createdAt, updatedAt: _updatedAt, ...draft } = guide;
  return draft;
}

/**
 * PUT /api/v1/machines/:machineId/details/troubleshootingGuides `{ items }`: the section in the
 * given order. Guides left out are deleted, so callers always send every guide.
 */
export const replaceGuides = (machineId: string, guides: readonly Guide[]): Promise<Guide[]> =>
  api
    .put(
      `/api/v1/machines/${encodeURIComponent(machineId)}/details/troubleshootingGuides`,
      { items: guides.map(guideToDraft) },
      { schema: GuideListSchema },
    )
    .then((body) => body.items);

/**
 * Reorders a machine's guides: the list shows the new order at once and goes back to the old
 * one if the server refuses it.
 */
export function useReorderGuides(machineId: string) {
  const queryClient = useQueryClient();
  const key = troubleshootingKeys.machineGuides(machineId);
  return useMutation({
    mutationFn: (guides: Guide[]) => replaceGuides(machineId, guides),
    onMutate: async (guides) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Guide[]>(key);
      queryClient.setQueryData(key, guides);
      return { previous };
    },
    onError: (_error, _guides, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (guides) => queryClient.setQueryData(key, guides),
    onSettled: () => guidesChanged(queryClient),
  });
}
