import {
  ActivityListQuery,
  ActivityListSchema,
  RecordActivityInput,
  RecordActivityResultSchema,
} from '@toolbox/domain';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor, requireUser } from '../../plugins/access';
import type { ActivityService } from './activity.service';

const tags = ['activity'];

/** Recent Activity: the toolbox records views and downloads; the portal reads them. */
export async function activityRoutes(app: App, { activity }: { activity: ActivityService }) {
  app.post(
    '/api/v1/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record document views and downloads of the signed-in user (a queued batch)',
        body: RecordActivityInput,
        response: { 200: RecordActivityResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const actor = requestActor(request);
      return activity.record(request.body, actor);
    },
  );

  app.get(
    '/api/v1/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Latest document views and downloads: admins any user’s or everyone’s, others their own',
        querystring: ActivityListQuery,
        response: { 200: ActivityListSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => activity.latest(request.query, requireUser(request)),
  );
}
