import { defineModule } from '../module';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

export const dashboardModule = defineModule()({
  name: 'dashboard',
  services: ({ db }) => ({ dashboard: new DashboardService(new DashboardRepository(db)) }),
  routes: async (app, { services }) => {
    await app.register(dashboardRoutes, { dashboard: services.dashboard });
  },
});
