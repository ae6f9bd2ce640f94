import { SystemInfoSchema, TestMailInput, TestMailResultSchema } from '@toolbox/domain';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { SystemService } from './system.service';

export async function systemRoutes(app: App, { system }: { system: SystemService }) {
  app.get(
    '/api/v1/system',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'Version, database, storage, push and mail of this installation (no secrets)',
        response: { 200: SystemInfoSchema, ...errorResponses(401, 403) },
      },
    },
    () => system.info(),
  );

  app.post(
    '/api/v1/system/test-mail',
    {
      // Each one opens a connection to the mail server and writes an audit entry.
      config: { access: 'admin', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary:
          'Send a test e-mail (to the caller unless `to` is given); the answer says what became of it',
        body: TestMailInput,
        response: { 200: TestMailResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const actor = requestActor(request);
      return system.sendTestMail(request.body.to ?? actor.email, actor);
    },
  );
}
