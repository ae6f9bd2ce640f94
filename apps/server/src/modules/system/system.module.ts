import { defineModule } from '../module';
import { SystemRepository } from './system.repository';
import { systemRoutes } from './system.routes';
import { SystemService } from './system.service';

export const systemModule = defineModule()({
  name: 'system',
  services: ({ db, config, database }) => ({
    system: new SystemService(new SystemRepository(db), {
      version: config.version,
      databaseEngine: database.kind,
      storageBackend: config.storageUrl ? 's3' : 'disk',
      vapidFromEnvironment: config.vapidKeys !== undefined,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(systemRoutes, { system: services.system });
  },
});
