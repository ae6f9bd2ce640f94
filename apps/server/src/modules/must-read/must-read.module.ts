import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../module';
import type { NotificationsService } from '../notifications/notifications.service';
import { MustReadRepository } from './must-read.repository';
import { mustReadRoutes } from './must-read.routes';
import { MustReadService } from './must-read.service';

/** Must read (decision 029): after notifications, whose targeted pushes carry its reminders. */
export const mustReadModule = defineModule<{
  audit: AuditService;
  notifications: NotificationsService;
}>()({
  name: 'must-read',
  services: ({ db, services }) => ({
    mustRead: new MustReadService(
      new MustReadRepository(db),
      services.notifications,
      services.audit,
    ),
  }),
  routes: async (app, { services }) => {
    await app.register(mustReadRoutes, { mustRead: services.mustRead });
  },
});
