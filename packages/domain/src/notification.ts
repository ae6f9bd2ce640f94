import { z } from './internal/zod';
import { messages } from './messages';

/**
 * Push data values are strings, as push services require (docs/product.md#notification-payloads).
 */
const DataSchema = z.record(z.string(), z.string());

/** The visible part of a push message. */
export const NotificationContentSchema = z.object({
  /** Headline of the push message. */
  title: z.string().min(1),
  /** Text under the headline. */
  body: z.string(),
});
export type NotificationContent = z.infer<typeof NotificationContentSchema>;

/**
 * Payload of the sendNotificationToAllUsers function: notification plus data
 * (docs/product.md#send-notification).
 */
export const NotificationPayloadSchema = z.object({
  /** What the user sees. */
  notification: NotificationContentSchema,
  /** What the app needs to act on a tap: type, ids, url and so on. */
  data: DataSchema.default({}),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

/**
 * Payload announcing a new item of `type`: what the user sees, and data with the kind of item,
 * the item's own `fields` and the link the notification opens (documentUrl, softwareUrl).
 */
function itemNotificationSchema<Type extends string, Fields extends z.ZodRawShape>(
  type: Type,
  fields: Fields,
) {
  return z.object({
    notification: NotificationContentSchema,
    data: z.object({
      /** Which kind of item the notification is about. */
      type: z.literal(type),
      ...fields,
      /** Link the notification opens. */
      url: z.string(),
    }),
  });
}

/** Payload announcing a new document; its link is /documents/{documentId}. */
export const DocumentNotificationSchema = itemNotificationSchema('document', {
  /** The new document's id. */
  documentId: z.string(),
  /** The document's first category. */
  category: z.string(),
});
export type DocumentNotification = z.infer<typeof DocumentNotificationSchema>;

/** Payload announcing a new software package; its link is /software/{softwareId}. */
export const SoftwareNotificationSchema = itemNotificationSchema('software', {
  /** The new package's id. */
  softwareId: z.string(),
  /** The package's version text. */
  version: z.string(),
});
export type SoftwareNotification = z.infer<typeof SoftwareNotificationSchema>;

/** The page a new document's notification links to (docs/product.md#notification-payloads). */
export function documentUrl(documentId: string): string {
  return `/documents/${encodeURIComponent(documentId)}`;
}

/**
 * The page a new software package's notification links to (docs/product.md#notification-payloads).
 */
export function softwareUrl(softwareId: string): string {
  return `/software/${encodeURIComponent(softwareId)}`;
}

/**
 * The push payload for a newly uploaded document (docs/product.md#notification-payloads and
 * #send-notification). `category` may be the whole category list; the first entry is sent.
 */
export function documentNotification(input: {
  title: string;
  documentId: string;
  category: string | readonly string[] | null | undefined;
}): DocumentNotification {
  const category = typeof input.category === 'string' ? input.category : input.category?.[0];
  return {
    notification: {
      title: messages.notifications.documentTitle,
      body: messages.notifications.documentBody(input.title),
    },
    data: {
      type: 'document',
      documentId: input.documentId,
      category: (category ?? '').trim(),
      url: documentUrl(input.documentId),
    },
  };
}

/**
 * The push payload for a newly uploaded software package (docs/product.md#notification-payloads and
 * #send-notification).
 */
export function softwareNotification(input: {
  name: string;
  softwareId: string;
  version: string;
}): SoftwareNotification {
  return {
    notification: {
      title: messages.notifications.softwareTitle,
      body: messages.notifications.softwareBody(input.name, input.version),
    },
    data: {
      type: 'software',
      softwareId: input.softwareId,
      version: input.version,
      url: softwareUrl(input.softwareId),
    },
  };
}

/**
 * A notification shown as a toast while the app is open (docs/product.md#foreground-notifications).
 */
export const ForegroundNotificationSchema = z.object({
  /** Headline; a missing or blank title reads New Notification. */
  title: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
    z.string().default(messages.notifications.defaultTitle),
  ),
  /** Text of the toast. */
  body: z.string().default(''),
  /** Extra data; `url` is where a click on the toast leads. */
  data: z.looseObject({ url: z.string().optional() }).default({}),
  /** When the message arrived, epoch milliseconds; newest toasts show first. */
  timestamp: z.number(),
});
export type ForegroundNotification = z.infer<typeof ForegroundNotificationSchema>;

/** The toast for a push payload received while the app is open. */
export function foregroundNotification(
  payload: { notification?: Partial<NotificationContent> | null; data?: Record<string, string> },
  now: number = Date.now(),
): ForegroundNotification {
  return ForegroundNotificationSchema.parse({
    title: payload.notification?.title,
    body: payload.notification?.body,
    data: payload.data ?? {},
    timestamp: now,
  });
}
