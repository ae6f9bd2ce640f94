import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { users } from './users';

/**
 * One Web Push subscription per device per user (docs/product.md#push-subscriptions). The endpoint
 * is the device: the same browser signing in as someone else moves its subscription to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    platform: text('platform').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * The session it was made in: signing out (or any end of that session) forgets it, and one
     * browser's subscriptions (the portal's and the toolbox's share its session) get one push per
     * event between them (issue #17 item 14). Null for subscriptions older than that.
     */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** Every notification sent: what, when, by whom, and what the push fan-out reached. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['broadcast', 'test', 'reminder'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    sentById: text('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentByEmail: text('sent_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /**
     * How many pages of deliveries a broadcast was cut into, once they are all queued; it is
     * finished when every page has its row in `notification_pages`.
     */
    pages: integer('pages'),
  },
  (t) => [index('notifications_created_at_idx').on(sql`${t.createdAt} desc`, t.id)],
);

/**
 * What each page of a broadcast's deliveries reached (issue #21 item 3): written once per page by
 * whichever replica delivered it, so a page delivered twice (a job taken again) is counted once.
 */
export const notificationPages = pgTable(
  'notification_pages',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    delivered: integer('delivered').notNull(),
    failed: integer('failed').notNull(),
    removed: integer('removed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.page] })],
);

/**
 * The people a targeted notification (a must-read reminder, decision 029) goes to; its fan-out
 * pages only their devices.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_recipients_user_idx').on(t.userId),
  ],
);
