import {
  DeletePushSubscriptionInput,
  NotificationHistoryPageSchema,
  NotificationHistoryQuery,
  PushDeviceSchema,
  PushPublicKeySchema,
  SavePushSubscriptionInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requireUser } from '../../plugins/access';
import type { NotificationsService } from './notifications.service';

const errors = errorResponses(400, 401, 403, 404);
const SubscriptionId = z.object({ id: z.string() });

/**
 * This device's push subscription (docs/product.md#guide-rules: POST creates, PATCH refreshes,
 * DELETE removes), the push key, and the user's own devices.
 */
export async function pushSubscriptionRoutes(
  app: App,
  { notifications }: { notifications: NotificationsService },
) {
  app.get(
    '/api/v1/push/public-key',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key to subscribe with',
        response: { 200: PushPublicKeySchema, ...errors },
      },
    },
    () => notifications.pushPublicKey(),
  );

  app.post(
    '/api/v1/push/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "Store this device's push subscription for the signed-in user",
        body: SavePushSubscriptionInput,
        response: { 201: SubscriptionId, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await notifications.subscribe(requireUser(request), request.sessionId, request.body)),
  );

  app.patch(
    '/api/v1/push/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "Refresh this device's push subscription (new keys, last active)",
        body: SavePushSubscriptionInput,
        response: { 200: SubscriptionId, ...errors },
      },
    },
    (request) => notifications.refresh(requireUser(request), request.sessionId, request.body),
  );

  app.delete(
    '/api/v1/push/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "Remove this device's push subscription",
        querystring: DeletePushSubscriptionInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.unsubscribe(requireUser(request), request.query.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/push/devices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The devices the signed-in user receives pushes on',
        response: { 200: z.object({ items: z.array(PushDeviceSchema) }), ...errors },
      },
    },
    async (request) => ({ items: await notifications.devices(requireUser(request)) }),
  );
}

/** The notification history, for administrators. */
export async function notificationsRoutes(
  app: App,
  { notifications }: { notifications: NotificationsService },
) {
  app.get(
    '/api/v1/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['notifications'],
        summary: 'Sent notifications, newest first: by whom, when, and what they reached',
        querystring: NotificationHistoryQuery,
        response: { 200: NotificationHistoryPageSchema, ...errors },
      },
    },
    (request) => notifications.historyPage(request.query.page, request.query.pageSize),
  );
}
