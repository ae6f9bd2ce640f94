import { ApiErrorBodySchema, AuditEntrySchema, AuditListQuery, pageSchema } from '@toolbox/domain';
import type { App } from '../../lib/fastify';
import type { AuditService } from './audit.service';

/** GET /api/v1/audit: the audit log for administrators, newest first. */
export async function auditRoutes(app: App, { audit }: { audit: AuditService }) {
  app.get(
    '/api/v1/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, paginated and filterable',
        querystring: AuditListQuery,
        response: {
          200: pageSchema(AuditEntrySchema),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    (request) => audit.page(request.query),
  );
}
