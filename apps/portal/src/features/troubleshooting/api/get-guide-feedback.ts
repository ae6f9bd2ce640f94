import { queryOptions, useQuery } from '@tanstack/react-query';
import { GuideFeedbackSummarySchema, type GuideFeedbackSummary } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';

const FeedbackListSchema = z.object({
  items: z.array(GuideFeedbackSummarySchema.extend({ guideId: z.string() })),
});

/** GET /api/v1/machines/:machineId/guide-feedback: engineers' "this fixed it" per guide. */
export const guideFeedbackQueryOptions = (machineId: string) =>
  queryOptions({
    queryKey: ['troubleshooting', 'feedback', machineId],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/machines/${encodeURIComponent(machineId)}/guide-feedback`, {
        schema: FeedbackListSchema,
        signal,
      }),
    select: (data): Map<string, GuideFeedbackSummary> =>
      new Map(data.items.map(({ guideId, ...summary }) => [guideId, summary])),
  });

export function useGuideFeedback(machineId: string) {
  return useQuery(guideFeedbackQueryOptions(machineId));
}
