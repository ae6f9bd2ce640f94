import { defineModule } from '../module';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCallableFunctions } from './functions';
import { functionsRoutes } from './functions.routes';

export const functionsModule = defineModule<{ notifications: NotificationsService }>()({
  name: 'functions',
  services: ({ services }) => ({ functions: createCallableFunctions(services.notifications) }),
  routes: async (app, { services }) => {
    await app.register(functionsRoutes, { functions: services.functions });
  },
});
