import { randomUUID } from 'node:crypto';
import {
  messages,
  type LiveNotificationEvent,
  type NotificationHistoryEntry,
  type NotificationHistoryPage,
  type PushDevice,
  type SavePushSubscriptionInput,
  type SendNotificationInput,
  type SendNotificationResult,
} from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { invalidArgument, notFound } from '../../lib/errors';
import type { EventBus, LiveEvent } from '../../lib/events/event-bus';
import type { PushMessage, WebPushSender } from '../../lib/push/web-push-sender';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** Who sends: the signed-in user. */
export type Sender = { id: string; email: string };

/** Subscriptions read per round of the fan-out, and pushes in flight at once. */
const FAN_OUT_PAGE = 200;
const FAN_OUT_CONCURRENCY = 10;
/** What a reconnecting live connection is given again. */
const REPLAY_LIMIT = 20;
const REPLAY_MAX_AGE_MS = 60 * 60_000;
/** How far back a first connection's `since` may reach. */
const FIRST_CONNECT_WINDOW_MS = 2 * 60_000;

/**
 * Notifications: device subscriptions, sends (a history row, a live event for every open app,
 * then one Web Push per device), and the history admins read.
 */
export class NotificationsService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly history: NotificationsRepository,
    private readonly sender: Pick<WebPushSender, 'send' | 'isAllowedEndpoint'>,
    private readonly events: EventBus,
    private readonly publicKey: string,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** The VAPID public key for PushManager.subscribe. */
  pushPublicKey(): { publicKey: string } {
    return { publicKey: this.publicKey };
  }

  /**
   * Stores (or moves to this user) this device's subscription, tied to the session it was made in:
   * it ends with that session (issue #17 item 14).
   */
  async subscribe(
    user: Sender,
    sessionId: string | null,
    input: SavePushSubscriptionInput,
  ): Promise<{ id: string }> {
    if (!(await this.sender.isAllowedEndpoint(input.subscription.endpoint))) {
      throw invalidArgument(messages.notifications.pushHostNotAllowed);
    }
    return { id: await this.subscriptions.save(user.id, sessionId, input) };
  }

  /** Refreshes a subscription this user already has (new keys, lastActive). */
  async refresh(
    user: Sender,
    sessionId: string | null,
    input: SavePushSubscriptionInput,
  ): Promise<{ id: string }> {
    if (!(await this.subscriptions.exists(user.id, input.subscription.endpoint))) {
      throw notFound(messages.notifications.subscriptionNotFound);
    }
    return this.subscribe(user, sessionId, input);
  }

  /** Forgets this device; forgetting one that is already gone is not an error. */
  async unsubscribe(user: Sender, endpoint: string): Promise<void> {
    await this.subscriptions.remove(user.id, endpoint);
  }

  async devices(user: Sender): Promise<PushDevice[]> {
    const rows = await this.subscriptions.listForUser(user.id);
    return rows.map((row) => ({
      id: row.id,
      pushService: new URL(row.endpoint).host,
      platform: row.platform,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
    }));
  }

  /** sendNotificationToAllUsers: every open app and every subscribed device. */
  broadcast(sender: Sender, payload: SendNotificationInput): Promise<SendNotificationResult> {
    return this.send('broadcast', sender, payload);
  }

  /** sendTestNotification: the sender's own open apps and devices. */
  sendTest(sender: Sender): Promise<SendNotificationResult> {
    return this.send('test', sender, {
      notification: {
        title: messages.notifications.testTitle,
        body: messages.notifications.testBody,
      },
      data: { type: 'test', url: '/settings' },
    });
  }

  async historyPage(page: number, pageSize: number): Promise<NotificationHistoryPage> {
    const { rows, total } = await this.history.page(page, pageSize);
    return { items: rows.map(presentEntry), total, page, pageSize };
  }

  /** The live events a reconnecting connection missed after `lastEventId`. */
  async missedEvents(lastEventId: string, userId: string): Promise<LiveEvent[]> {
    const rows = await this.history.missedSince(
      lastEventId,
      userId,
      REPLAY_LIMIT,
      REPLAY_MAX_AGE_MS,
    );
    return rows.map(liveEventOf);
  }

  /**
   * What a first connection missed since its page started (`since`, the browser's clock): never
   * more than FIRST_CONNECT_WINDOW_MS back, so a device clock running late replays little.
   */
  async eventsSince(since: Date, userId: string): Promise<LiveEvent[]> {
    const floor = new Date(Date.now() - FIRST_CONNECT_WINDOW_MS);
    const from = since.getTime() < floor.getTime() ? floor : since;
    const rows = await this.history.missedAfter(from, userId, REPLAY_LIMIT, REPLAY_MAX_AGE_MS);
    return rows.map(liveEventOf);
  }

  private async send(
    kind: 'broadcast' | 'test',
    sender: Sender,
    message: PushMessage,
  ): Promise<SendNotificationResult> {
    const row = await this.history.create({
      id: randomUUID(),
      kind,
      title: message.notification.title,
      body: message.notification.body,
      data: message.data,
      sentById: sender.id,
      sentByEmail: sender.email,
    });
    // Open apps first: they show a toast at once, whatever the push services do.
    await this.events.publish(liveEventOf(row)).catch((error: unknown) => {
      this.logger.warn({ err: error, notificationId: row.id }, 'live notification not published');
    });
    const counts = await this.fanOut(message, kind === 'test' ? sender.id : undefined);
    await this.history.finish(row.id, counts);
    this.logger.info({ notificationId: row.id, kind, ...counts }, 'notification sent');
    return { notificationId: row.id, ...counts };
  }

  /** One push per subscription, a page at a time; expired subscriptions are deleted. */
  private async fanOut(message: PushMessage, userId: string | undefined) {
    const counts = { delivered: 0, failed: 0, removed: 0 };
    let after = '';
    for (;;) {
      const page = await this.subscriptions.pageOfTargets(after, FAN_OUT_PAGE, userId);
      if (page.length === 0) break;
      const outcomes = await mapWithConcurrency(page, FAN_OUT_CONCURRENCY, (target) =>
        this.sender.send(target, message),
      );
      const gone = page.filter((_, i) => outcomes[i] === 'gone').map((t) => t.id);
      await this.subscriptions.removeGone(gone);
      counts.removed += gone.length;
      counts.delivered += outcomes.filter((o) => o === 'delivered').length;
      counts.failed += outcomes.filter((o) => o === 'failed').length;
      after = page[page.length - 1]!.id;
    }
    return counts;
  }
}

function liveEventOf(row: NotificationRow): LiveEvent {
  const payload: LiveNotificationEvent = {
    notification: { title: row.title, body: row.body },
    data: row.data,
    sentAt: row.createdAt.toISOString(),
  };
  return {
    id: row.id,
    type: 'notification',
    ...(row.kind === 'test' && row.sentById ? { userId: row.sentById } : {}),
    payload,
  };
}

function presentEntry(row: NotificationRow): NotificationHistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    data: row.data,
    sentBy: { id: row.sentById, email: row.sentByEmail },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    delivered: row.delivered,
    failed: row.failed,
    removed: row.removed,
  };
}

async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
