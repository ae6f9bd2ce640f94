/**
 * The contract of the push and notification endpoints: storing, refreshing and forgetting a
 * device's push subscription (/api/v1/push/…), the server's public push key, the signed-in user's
 * devices, the sendNotificationToAllUsers and sendTestNotification functions' data and result,
 * the sent-notification history (/api/v1/notifications) and the live `notification` event of
 * /api/v1/events. The push payloads themselves and the builders for a new document or package
 * are in `../notification.ts`; the messages are `messages.notifications` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { pageQueryFields, pageSchema } from './common.contract';
import { DocumentNotificationSchema, SoftwareNotificationSchema } from '../notification';

/**
 * A browser's push subscription, as PushSubscription.toJSON() gives it
 * (docs/product.md#push-subscriptions).
 */
export const PushSubscriptionSchema = z.object({
  /** The push service's URL for this device; unique per device and browser profile. */
  endpoint: z.string().url().max(2048),
  /** Unused by Web Push; browsers send null. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z
      .string()
      .max(90)
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** The device's authentication secret, base64url (16 bytes). */
    auth: z
      .string()
      .max(26)
      .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** Where a subscription was made from (docs/product.md#users, lastActive set by the server). */
export const DeviceInfoInputSchema = z.object({
  /** navigator.platform or the user agent's platform hint. */
  platform: z.string().trim().max(100).default(''),
  /** navigator.userAgent. */
  userAgent: z.string().trim().max(500).default(''),
});

/** POST/PATCH /api/v1/push/subscription: store or refresh this device's subscription. */
export const SavePushSubscriptionInput = z.object({
  subscription: PushSubscriptionSchema,
  deviceInfo: DeviceInfoInputSchema.default({ platform: '', userAgent: '' }),
});
export type SavePushSubscriptionInput = z.infer<typeof SavePushSubscriptionInput>;

/** DELETE /api/v1/push/subscription: forget this device. */
export const DeletePushSubscriptionInput = z.object({
  endpoint: z.string().url().max(2048),
});

/** The server's push key, for PushManager.subscribe's applicationServerKey. */
export const PushPublicKeySchema = z.object({
  /** VAPID public key, base64url. */
  publicKey: z.string(),
});

/** One stored subscription of the signed-in user, as the settings screen lists them. */
export const PushDeviceSchema = z.object({
  id: z.string(),
  /** Only the push service's host: the full endpoint is a capability and is not shown. */
  pushService: z.string(),
  platform: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/**
 * The data of sendNotificationToAllUsers: the product's document (docs/product.md#documents) or
 * software payload.
 */
export const SendNotificationInput = z.union([
  DocumentNotificationSchema.strict(),
  SoftwareNotificationSchema.strict(),
]);
export type SendNotificationInput = z.infer<typeof SendNotificationInput>;

/** What a send reached (the result of sendNotificationToAllUsers and sendTestNotification). */
export const SendNotificationResultSchema = z.object({
  /** The history entry of this send. */
  notificationId: z.string(),
  /** Devices the push service accepted the message for. */
  delivered: z.number().int(),
  /** Devices the push service refused for another reason (kept, tried again next time). */
  failed: z.number().int(),
  /** Devices whose subscription had expired (404/410): deleted. */
  removed: z.number().int(),
  /**
   * Whether the counts are final. A broadcast answers once its pushes are queued (false, counts
   * 0); its history entry has the counts when they are done. A test answers when done (true).
   */
  finished: z.boolean(),
});
export type SendNotificationResult = z.infer<typeof SendNotificationResultSchema>;

/** A sent notification as the history lists it (admins only). */
export const NotificationHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['broadcast', 'test', 'reminder']),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()),
  sentBy: z.object({ id: z.string().nullable(), email: z.string() }),
  createdAt: z.string(),
  /** When the push fan-out ended; null while it is still going. */
  finishedAt: z.string().nullable(),
  delivered: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
});
export type NotificationHistoryEntry = z.infer<typeof NotificationHistoryEntrySchema>;

export const NotificationHistoryPageSchema = pageSchema(NotificationHistoryEntrySchema);
export type NotificationHistoryPage = z.infer<typeof NotificationHistoryPageSchema>;

/** GET /api/v1/notifications: newest first, a page at a time. */
export const NotificationHistoryQuery = z.object(pageQueryFields);

/** The JSON of a live `notification` event on GET /api/v1/events. */
export const LiveNotificationEventSchema = z.object({
  notification: z.object({ title: z.string(), body: z.string() }),
  data: z.record(z.string(), z.string()),
  sentAt: z.string(),
});
export type LiveNotificationEvent = z.infer<typeof LiveNotificationEventSchema>;

/** Name of the callable function that pushes a test message to the caller's own devices. */
export const SEND_TEST_NOTIFICATION_FUNCTION = 'sendTestNotification';
