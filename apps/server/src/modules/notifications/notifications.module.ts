import { AppError } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';
import { WebPushSender } from '../../lib/push/web-push-sender';
import { toFetchHeaders } from '../../plugins/access';
import type { AuthService } from '../auth/auth.service';
import { defineModule } from '../module';
import { eventsRoutes } from './events.routes';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes, pushSubscriptionRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

export const notificationsModule = defineModule<{ auth: AuthService }>()({
  name: 'notifications',
  services: ({ db, config, vapidKeys, events, logger, metrics, jobs }) => ({
    notifications: new NotificationsService(
      new PushSubscriptionsRepository(db),
      new NotificationsRepository(db),
      countedPushes(
        new WebPushSender({
          ...vapidKeys,
          subject: config.vapidSubject,
          allowPrivateHosts: config.pushAllowPrivateHosts,
        }),
        metrics,
      ),
      events,
      vapidKeys.publicKey,
      logger,
      jobs,
      config.pushRetryDelaySeconds,
    ),
  }),
  routes: async (app, { events, services, metrics }) => {
    await app.register(pushSubscriptionRoutes, { notifications: services.notifications });
    await app.register(notificationsRoutes, { notifications: services.notifications });
    await app.register(eventsRoutes, {
      events,
      metrics,
      notifications: services.notifications,
      sessionStillValid: (request) =>
        services.auth.resolveSession(toFetchHeaders(request)).then(
          // An administrator now held to setting up two-factor sign-in is let go too.
          (resolved) => resolved !== null && !resolved.twoFactorSetupRequired,
          // Refused (disabled, inactive, revoked) ends the stream; an outage does not.
          (error: unknown) => !(error instanceof AppError),
        ),
    });
  },
});

/** The sender, each push's outcome counted for /metrics. */
function countedPushes(
  sender: WebPushSender,
  metrics: Metrics,
): Pick<WebPushSender, 'send' | 'isAllowedEndpoint'> {
  return {
    isAllowedEndpoint: (...args) => sender.isAllowedEndpoint(...args),
    send: async (...args) => {
      const outcome = await sender.send(...args);
      metrics.push(outcome);
      return outcome;
    },
  };
}
