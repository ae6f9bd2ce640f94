import { defineModule } from '../module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule()({
  name: 'health',
  routes: async (app, { database, storage, mailer }) => {
    await app.register(healthRoutes, {
      database: () => database.ping(),
      storage: () => storage.check(),
      // Mail is checked only when a server is configured; without one it goes to DATA_DIR/outbox.
      ...(mailer.health ? { mail: mailer.health.check.bind(mailer.health) } : {}),
    });
  },
});
