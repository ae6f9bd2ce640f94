import { ImportResetLinksResultSchema, LastFirebaseImportSchema } from '@toolbox/domain';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { FirebaseImportService } from './firebase-import.service';

export async function firebaseImportRoutes(
  app: App,
  { firebaseImport }: { firebaseImport: FirebaseImportService },
) {
  app.get(
    '/api/v1/system/firebase-import',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'The newest report of npm run import:firebase on this data folder, if any',
        response: { 200: LastFirebaseImportSchema, ...errorResponses(401, 403) },
      },
    },
    () => firebaseImport.last(),
  );

  app.post(
    '/api/v1/system/firebase-import/reset-links',
    {
      // Each one sends a mail per imported user without a password.
      config: { access: 'admin', rateLimit: { max: 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'E-mail a reset link to every imported user who has no password',
        response: { 200: ImportResetLinksResultSchema, ...errorResponses(401, 403, 409) },
      },
    },
    (request) => firebaseImport.sendResetLinks(requestActor(request)),
  );
}
