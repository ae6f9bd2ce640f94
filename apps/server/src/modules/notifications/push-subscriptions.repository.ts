import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SavePushSubscriptionInput } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { notificationRecipients, pushSubscriptions, sessions, users } from '../../db/schema';

/** A page of push targets for the fan-out. */
export type PushTargetRow = { id: string; endpoint: string; p256dh: string; auth: string };

/** What a push needs of a subscription. */
const TARGET_COLUMNS = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Push subscriptions (one per device) and the push fields of the product's user record
 * (docs/product.md#push-subscriptions).
 */
export class PushSubscriptionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores this device's subscription for the user: a device already subscribed (same endpoint)
   * moves to this user with fresh keys. The user's fcmToken, tokenLastUpdated and deviceInfo
   * name the latest device, as the product's set-up (docs/product.md#notification-setup) stores the
   * token on the user record.
   */
  async save(
    userId: string,
    sessionId: string | null,
    input: SavePushSubscriptionInput,
  ): Promise<string> {
    const { subscription, deviceInfo } = input;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({
          id: randomUUID(),
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          platform: deviceInfo.platform,
          userAgent: deviceInfo.userAgent,
          sessionId,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            sessionId,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            platform: deviceInfo.platform,
            userAgent: deviceInfo.userAgent,
            lastActiveAt: sql`now()`,
          },
        })
        .returning({ id: pushSubscriptions.id });
      const now = new Date();
      await tx
        .update(users)
        .set({
          fcmToken: subscription.endpoint,
          tokenLastUpdated: now,
          deviceInfo: { ...deviceInfo, lastActive: now.toISOString() },
        })
        .where(eq(users.id, userId));
      return row!.id;
    });
  }

  /** Whether the user has this device's subscription. */
  async exists(userId: string, endpoint: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    return row !== undefined;
  }

  /** Forgets this device for the user; true when there was one. */
  async remove(userId: string, endpoint: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      if (removed.length > 0) {
        await tx
          .update(users)
          .set({ fcmToken: null, tokenLastUpdated: new Date() })
          .where(and(eq(users.id, userId), eq(users.fcmToken, endpoint)));
      }
      return removed.length > 0;
    });
  }

  listForUser(userId: string) {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
  }

  /**
   * The next page of targets after `afterId` (keyset order): all users, one, or the recipients of
   * a targeted notification. Only people who may
   * sign in, and never through a session that was revoked (a deactivated or disabled account's,
   * kept an hour to explain the refusal). One browser signed in to both apps holds one session
   * and two subscriptions: it gets one push, through the subscription saved or refreshed last
   * (issue #17 item 14).
   */
  pageOfTargets(
    afterId: string,
    limit: number,
    only: { userId?: string; recipientsOf?: string } = {},
  ): Promise<PushTargetRow[]> {
    return this.db
      .select(TARGET_COLUMNS)
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .leftJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(
        and(
          gt(pushSubscriptions.id, afterId),
          only.userId ? eq(pushSubscriptions.userId, only.userId) : undefined,
          only.recipientsOf ? isRecipientOf(only.recipientsOf) : undefined,
          eq(users.status, 'active'),
          eq(users.disabled, false),
          isNull(sessions.revokedReason),
          sql`not exists (
            select 1 from ${pushSubscriptions} as newer
            where newer.session_id = ${pushSubscriptions.sessionId}
              and (newer.last_active_at, newer.id) > (${pushSubscriptions.lastActiveAt}, ${pushSubscriptions.id})
          )`,
        ),
      )
      .orderBy(asc(pushSubscriptions.id))
      .limit(limit);
  }

  /**
   * The targets among `ids` that still exist (a page of a broadcast, when it is delivered), and
   * still belong to a recipient of `recipientsOf` when it is a targeted send.
   */
  targetsByIds(ids: readonly string[], recipientsOf?: string): Promise<PushTargetRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(TARGET_COLUMNS)
      .from(pushSubscriptions)
      .where(
        and(
          inArray(pushSubscriptions.id, [...ids]),
          recipientsOf ? isRecipientOf(recipientsOf) : undefined,
        ),
      )
      .orderBy(asc(pushSubscriptions.id));
  }

  /** Deletes subscriptions the push service answered 404/410 for, and clears their tokens. */
  async removeGone(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, ids))
        .returning({ endpoint: pushSubscriptions.endpoint });
      const endpoints = gone.map((g) => g.endpoint);
      if (endpoints.length > 0) {
        await tx
          .update(users)
          .set({ fcmToken: null, tokenLastUpdated: new Date() })
          .where(inArray(users.fcmToken, endpoints));
      }
    });
  }
}

/** The subscription's person is a recipient of the targeted notification. */
function isRecipientOf(notificationId: string) {
  return sql`exists (
    select 1 from ${notificationRecipients} as r
    where r.notification_id = ${notificationId}
      and r.user_id = ${pushSubscriptions.userId}
  )`;
}
