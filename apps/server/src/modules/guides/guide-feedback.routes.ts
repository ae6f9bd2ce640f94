import { GuideFeedbackInput, GuideFeedbackSummarySchema } from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requireUser } from '../../plugins/access';
import type { GuideFeedbackService } from './guide-feedback.service';

const tags = ['troubleshooting'];
const MachineParams = z.object({ machineId: z.string().min(1).max(300) });
const GuideParams = MachineParams.extend({ guideId: z.string().min(1).max(300) });

/** Engineers answer "did this guide fix it?"; administrators read the tally per guide. */
export async function guideFeedbackRoutes(
  app: App,
  { feedback }: { feedback: GuideFeedbackService },
) {
  app.post(
    '/api/v1/machines/:machineId/guides/:guideId/feedback',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record whether the guide fixed the machine (one answer per user, replaceable)',
        params: GuideParams,
        body: GuideFeedbackInput,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { machineId, guideId } = request.params;
      await feedback.give(machineId, guideId, requireUser(request).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/machines/:machineId/guide-feedback',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'How engineers rated each guide of the machine',
        params: MachineParams,
        response: {
          200: z.object({
            items: z.array(GuideFeedbackSummarySchema.extend({ guideId: z.string() })),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    (request) => feedback.summary(request.params.machineId),
  );
}
