import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../module';
import { ActivityRepository } from './activity.repository';
import { activityRoutes } from './activity.routes';
import { ActivityService } from './activity.service';

export const activityModule = defineModule<{ audit: AuditService }>()({
  name: 'activity',
  services: ({ db, services }) => ({
    activity: new ActivityService(new ActivityRepository(db), services.audit),
  }),
  routes: async (app, { services }) => {
    await app.register(activityRoutes, { activity: services.activity });
  },
});
