import { defineModule } from '../module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule()({
  name: 'health',
  routes: async (app, { database, storage }) => {
    await app.register(healthRoutes, {
      database: () => database.ping(),
      storage: () => storage.check(),
    });
  },
});
