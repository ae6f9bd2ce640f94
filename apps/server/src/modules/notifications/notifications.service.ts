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
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invalidArgument, notFound } from '../../lib/errors';
import type { EventBus, LiveEvent } from '../../lib/events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { PushMessage, PushOutcome, WebPushSender } from '../../lib/push/web-push-sender';
import type {
  NotificationRow,
  NotificationsRepository,
  RecipientsSent,
  WithinSend,
} from './notifications.repository';
import type { PushSubscriptionsRepository, PushTargetRow } from './push-subscriptions.repository';

/** Who sends: the signed-in user. */
export type Sender = { id: string; email: string };

/** Subscriptions read per round of the fan-out (one job each), and pushes in flight at once. */
const FAN_OUT_PAGE = 200;
const FAN_OUT_CONCURRENCY = 10;
/** Jobs of a broadcast: cutting it into pages, and delivering one page. */
const FAN_OUT_JOB = 'push-fan-out';
/**
 * A targeted send's fan-out (decision 029) has a job of its own: a replica of an older release,
 * during a rolling upgrade, takes only jobs it knows, and would push a reminder to everyone.
 */
const RECIPIENTS_FAN_OUT_JOB = 'push-fan-out-recipients';
const PAGE_JOB = 'push-page';
/** Tries of a device its push service refused for a passing reason (5xx, 429, a network fault). */
const DELIVERY_ATTEMPTS = 3;
/** A job that throws (the database down) is taken again this many times. */
const JOB_RETRIES = { retryLimit: 5, retryDelaySeconds: 5 };

type FanOutJob = { notificationId: string };
/** One page of a broadcast: the devices still to reach, and what earlier tries reached. */
type PageJob = {
  notificationId: string;
  page: number;
  ids: string[];
  attempt: number;
  reached: { delivered: number; removed: number };
};
/** What a reconnecting live connection is given again. */
const REPLAY_LIMIT = 20;
const REPLAY_MAX_AGE_MS = 60 * 60_000;
/** How far back a first connection's `since` may reach. */
const FIRST_CONNECT_WINDOW_MS = 2 * 60_000;

/**
 * Notifications: device subscriptions, sends (a history row, a live event for every open app,
 * then one Web Push per device), and the history admins read. A broadcast's pushes are queued
 * (issue #21 item 3): the caller gets its answer at once, workers on any replica deliver a page
 * of devices per job, retrying a device its push service refused for a passing reason, and the
 * history entry gets the counts when the last page is done.
 */
export class NotificationsService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly history: NotificationsRepository,
    private readonly sender: Pick<WebPushSender, 'send' | 'isAllowedEndpoint'>,
    private readonly events: EventBus,
    private readonly publicKey: string,
    private readonly logger: FastifyBaseLogger,
    private readonly jobs: JobQueue,
    /** Seconds before a device is tried again; doubled for the try after. */
    private readonly retryDelaySeconds = 30,
  ) {
    jobs.work<FanOutJob>(FAN_OUT_JOB, (job) => this.cutIntoPages(job));
    jobs.work<FanOutJob>(RECIPIENTS_FAN_OUT_JOB, (job) => this.cutIntoPages(job));
    jobs.work<PageJob>(PAGE_JOB, (job) => this.deliverPage(job), { concurrency: 2 });
  }

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

  /**
   * sendNotificationToAllUsers: every open app at once, and every subscribed device through the
   * job queue; answers before a push is sent (`finished: false`).
   */
  async broadcast(sender: Sender, payload: SendNotificationInput): Promise<SendNotificationResult> {
    const row = await this.record('broadcast', sender, payload);
    try {
      await this.jobs.send<FanOutJob>(FAN_OUT_JOB, { notificationId: row.id }, JOB_RETRIES);
    } catch (error) {
      // Nothing will deliver it: the history must not say "Sending…" for ever.
      await this.history.finish(row.id, { delivered: 0, failed: 0, removed: 0 }).catch(() => {});
      throw error;
    }
    this.logger.info({ notificationId: row.id, kind: 'broadcast' }, 'notification queued');
    return { notificationId: row.id, delivered: 0, failed: 0, removed: 0, finished: false };
  }

  /**
   * A push to chosen people only (decision 029: a must-read reminder). `recipients` is a select of
   * one column of user ids; they are written with the history row, and their devices are reached
   * through the queue like a broadcast's. No live event: the other open apps must not show it.
   */
  async sendToRecipients(
    sender: Sender,
    message: PushMessage,
    recipients: SQL,
    /** Written in the history row's transaction (the audit entry of the send). */
    within?: WithinSend,
  ): Promise<RecipientsSent> {
    const created = await this.history.createForRecipients(
      {
        id: randomUUID(),
        kind: 'reminder',
        title: message.notification.title,
        body: message.notification.body,
        data: message.data,
        sentById: sender.id,
        sentByEmail: sender.email,
      },
      recipients,
      within,
    );
    const notificationId = created.row.id;
    try {
      await this.jobs.send<FanOutJob>(RECIPIENTS_FAN_OUT_JOB, { notificationId }, JOB_RETRIES);
    } catch (error) {
      await this.history
        .finish(notificationId, { delivered: 0, failed: 0, removed: 0 })
        .catch(() => {});
      throw error;
    }
    this.logger.info(
      { notificationId, kind: 'reminder', recipients: created.recipients },
      'notification queued',
    );
    return { notificationId, recipients: created.recipients };
  }

  /** sendTestNotification: the sender's own open apps and devices, reached before it answers. */
  async sendTest(sender: Sender): Promise<SendNotificationResult> {
    const message: PushMessage = {
      notification: {
        title: messages.notifications.testTitle,
        body: messages.notifications.testBody,
      },
      data: { type: 'test', url: '/settings' },
    };
    const row = await this.record('test', sender, message);
    const counts = { delivered: 0, failed: 0, removed: 0 };
    let after = '';
    for (;;) {
      const page = await this.subscriptions.pageOfTargets(after, FAN_OUT_PAGE, {
        userId: sender.id,
      });
      if (page.length === 0) break;
      const reached = await this.push(page, message);
      counts.delivered += reached.delivered;
      counts.removed += reached.removed;
      counts.failed += reached.failed.length;
      after = page[page.length - 1]!.id;
    }
    await this.history.finish(row.id, counts);
    this.logger.info({ notificationId: row.id, kind: 'test', ...counts }, 'notification sent');
    return { notificationId: row.id, ...counts, finished: true };
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

  /** The history row of a send, and its live event for every open app (a toast at once). */
  private async record(kind: 'broadcast' | 'test', sender: Sender, message: PushMessage) {
    const row = await this.history.create({
      id: randomUUID(),
      kind,
      title: message.notification.title,
      body: message.notification.body,
      data: message.data,
      sentById: sender.id,
      sentByEmail: sender.email,
    });
    await this.events.publish(liveEventOf(row)).catch((error: unknown) => {
      this.logger.warn({ err: error, notificationId: row.id }, 'live notification not published');
    });
    return row;
  }

  /** A broadcast's job: one delivery job per page of devices, then the number of pages. */
  private async cutIntoPages({ notificationId }: FanOutJob): Promise<void> {
    // Taken again after it finished (its end was not acknowledged): nothing more to queue.
    const notification = await this.history.get(notificationId);
    if (!notification || notification.pages != null) return;
    const only = notification.kind === 'reminder' ? { recipientsOf: notificationId } : {};
    let after = '';
    let page = 0;
    for (;;) {
      const targets = await this.subscriptions.pageOfTargets(after, FAN_OUT_PAGE, only);
      if (targets.length === 0) break;
      const ids = targets.map((target) => target.id);
      const reached = { delivered: 0, removed: 0 };
      // A fan-out taken again queues no page twice within the hour.
      await this.jobs.send<PageJob>(
        PAGE_JOB,
        { notificationId, page, ids, attempt: 0, reached },
        { ...JOB_RETRIES, singletonKey: `${notificationId}:${page}`, singletonSeconds: 3600 },
      );
      page += 1;
      after = ids[ids.length - 1]!;
    }
    await this.history.setPages(notificationId, page);
  }

  /**
   * Pushes to one page of devices. Those refused for a passing reason are tried again later in a
   * job of their own, up to DELIVERY_ATTEMPTS; the page's counts are written once it is done.
   */
  private async deliverPage(job: PageJob): Promise<void> {
    const row = await this.history.get(job.notificationId);
    // Gone, or a page recorded already (its job was taken again): nobody is pushed twice.
    if (!row || (await this.history.pageRecorded(job.notificationId, job.page))) return;
    // A reminder's devices are checked against its recipients again: a device that moved to
    // someone else since the page was cut is not theirs to be pushed.
    const targets = await this.subscriptions.targetsByIds(
      job.ids,
      row.kind === 'reminder' ? job.notificationId : undefined,
    );
    const reached = await this.push(targets, messageOf(row));
    const delivered = job.reached.delivered + reached.delivered;
    const removed = job.reached.removed + reached.removed;
    if (reached.failed.length > 0 && job.attempt + 1 < DELIVERY_ATTEMPTS) {
      await this.jobs.send<PageJob>(
        PAGE_JOB,
        { ...job, ids: reached.failed, attempt: job.attempt + 1, reached: { delivered, removed } },
        { ...JOB_RETRIES, startAfterSeconds: this.retryDelaySeconds * 2 ** job.attempt },
      );
      return;
    }
    await this.history.recordPage(job.notificationId, job.page, {
      delivered,
      failed: reached.failed.length,
      removed,
    });
  }

  /** One push per target, some at once; expired subscriptions are deleted. */
  private async push(targets: PushTargetRow[], message: PushMessage) {
    const outcomes = await mapWithConcurrency(targets, FAN_OUT_CONCURRENCY, (target) =>
      this.sender.send(target, message),
    );
    const having = (outcome: PushOutcome) =>
      targets.filter((_, i) => outcomes[i] === outcome).map((target) => target.id);
    const gone = having('gone');
    await this.subscriptions.removeGone(gone);
    return {
      delivered: having('delivered').length,
      removed: gone.length,
      failed: having('failed'),
    };
  }
}

function messageOf(row: NotificationRow): PushMessage {
  return { notification: { title: row.title, body: row.body }, data: row.data };
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
