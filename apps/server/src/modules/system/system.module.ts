import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../module';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { SystemService } from './system.service';

export const systemModule = defineModule<{ audit: AuditService }>()({
  name: 'system',
  services: ({ db, config, database, mailer, services: { audit } }) => ({
    system: new SystemService(
      new SystemRepository(db),
      {
        version: config.version,
        databaseEngine: database.kind,
        storageBackend: config.storageUrl ? 's3' : 'disk',
        vapidFromEnvironment: config.vapidKeys !== undefined,
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        publicUrl: config.publicUrl,
      },
      { mailer, audit },
    ),
  }),
  routes: async (app, { services }) => {
    await app.register(systemRoutes, { system: services.system });
  },
});
