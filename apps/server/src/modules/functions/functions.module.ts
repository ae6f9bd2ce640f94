import { SEND_TEST_NOTIFICATION_FUNCTION } from '@toolbox/domain';
import { defineModule } from '../module';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCallableFunctions } from './functions';
import { functionsRoutes } from './functions.routes';

export const functionsModule = defineModule<{ notifications: NotificationsService }>()({
  name: 'functions',
  services: ({ services }) => ({ functions: createCallableFunctions(services.notifications) }),
  routes: async (app, { services, config }) => {
    // Each test notification adds to the history: a stricter budget (docs/product.md#sec-write-limits).
    const perUserPerMinute = {
      [SEND_TEST_NOTIFICATION_FUNCTION]: config.writeLimits.testNotificationsPerUser,
    };
    await app.register(functionsRoutes, { functions: services.functions, perUserPerMinute });
  },
});
