import { defineModule } from '../module';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

export const auditModule = defineModule()({
  name: 'audit',
  services: ({ db }) => ({ audit: new AuditService(new AuditRepository(db)) }),
  routes: async (app, { services }) => {
    await app.register(auditRoutes, { audit: services.audit });
  },
});
