import { ApiErrorBodySchema, DashboardSchema } from '@toolbox/domain';
import type { App } from '../../lib/fastify';
import type { DashboardService } from './dashboard.service';

export async function dashboardRoutes(app: App, { dashboard }: { dashboard: DashboardService }) {
  app.get(
    '/api/v1/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'Counts, categories, manufacturers and recent activity for the portal dashboard',
        response: { 200: DashboardSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    () => dashboard.get(),
  );
}
