import { SystemInfoSchema } from '@toolbox/domain';
import { errorResponses, type App } from '../../lib/fastify';
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
}
