import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../files/files.repository';
import { notificationPages, notificationRecipients, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
/** A targeted send: its history row's id and how many people it names. */
export type RecipientsSent = { notificationId: string; recipients: number };
/** Work written in a targeted send's transaction (its audit entry). */
export type WithinSend = (tx: Transaction, sent: RecipientsSent) => Promise<unknown>;

/** The notification history: one row per send. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  async create(row: NewNotification): Promise<NotificationRow> {
    const [created] = await this.db.insert(notifications).values(row).returning();
    return created!;
  }

  /**
   * A targeted notification (decision 029): its row, and its recipients from `recipients` (a
   * select of one column of user ids) in the same transaction. Answers the row and how many
   * people it names.
   */
  async createForRecipients(
    row: NewNotification,
    recipients: SQL,
    within?: WithinSend,
  ): Promise<{ row: NotificationRow; recipients: number }> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(notifications).values(row).returning();
      await tx.execute(sql`
        insert into ${notificationRecipients} (notification_id, user_id)
        select ${row.id}, chosen.user_id from (${recipients}) as chosen(user_id)
        on conflict do nothing`);
      const [named] = await tx
        .select({ n: count() })
        .from(notificationRecipients)
        .where(eq(notificationRecipients.notificationId, row.id));
      const sent = { notificationId: row.id, recipients: Number(named?.n ?? 0) };
      await within?.(tx, sent);
      return { row: created!, recipients: sent.recipients };
    });
  }

  async get(id: string): Promise<NotificationRow | null> {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, id));
    return row ?? null;
  }

  async finish(
    id: string,
    counts: { delivered: number; failed: number; removed: number },
  ): Promise<void> {
    await this.db
      .update(notifications)
      .set({ ...counts, finishedAt: sql`now()` })
      .where(eq(notifications.id, id));
  }

  /** A broadcast's deliveries are all queued, in `pages` pages; finishes it if they are done. */
  async setPages(id: string, pages: number): Promise<void> {
    await this.db.update(notifications).set({ pages }).where(eq(notifications.id, id));
    await this.settle(id);
  }

  /**
   * What one page of a broadcast reached; a page recorded twice (its job taken again after a
   * replica died) keeps its first counts. Finishes the broadcast when it was the last page.
   */
  async recordPage(
    id: string,
    page: number,
    counts: { delivered: number; failed: number; removed: number },
  ): Promise<void> {
    await this.db
      .insert(notificationPages)
      .values({ notificationId: id, page, ...counts })
      .onConflictDoNothing();
    await this.settle(id);
  }

  async pageRecorded(id: string, page: number): Promise<boolean> {
    const rows = await this.db
      .select({ page: notificationPages.page })
      .from(notificationPages)
      .where(and(eq(notificationPages.notificationId, id), eq(notificationPages.page, page)));
    return rows.length > 0;
  }

  /** Sets a broadcast's counts and end once every page of it is recorded (computed in SQL). */
  private async settle(id: string): Promise<void> {
    await this.db.execute(sql`
      update ${notifications} set
        finished_at = now(),
        delivered = done.delivered,
        failed = done.failed,
        removed = done.removed
      from (
        select count(*)::int as pages,
          coalesce(sum(${notificationPages.delivered}), 0)::int as delivered,
          coalesce(sum(${notificationPages.failed}), 0)::int as failed,
          coalesce(sum(${notificationPages.removed}), 0)::int as removed
        from ${notificationPages} where ${notificationPages.notificationId} = ${id}
      ) as done
      where ${notifications.id} = ${id}
        and ${notifications.finishedAt} is null
        and ${notifications.pages} is not null
        and done.pages >= ${notifications.pages}`);
  }

  /** Newest first, one page, with the total (the index on created_at desc serves both). */
  async page(page: number, pageSize: number): Promise<{ rows: NotificationRow[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(notifications),
    ]);
    return { rows, total: Number(totalRow?.total ?? 0) };
  }

  /**
   * What a reconnecting connection missed after the event it saw last: broadcasts and the user's
   * own tests, oldest first, at most `limit` and no older than `maxAgeMs`. The comparison stays
   * in SQL: a JavaScript Date would drop the timestamp's microseconds.
   */
  missedSince(
    lastId: string,
    userId: string,
    limit: number,
    maxAgeMs: number,
  ): Promise<NotificationRow[]> {
    const last = sql`(select ${notifications.createdAt} from ${notifications} where ${notifications.id} = ${lastId})`;
    return this.missedAfter(last, userId, limit, maxAgeMs);
  }

  /**
   * The same for a first connection: what was sent after `since` (the page's own start), so an
   * event sent while the stream was still connecting is not lost.
   */
  missedAfter(
    since: SQL | Date,
    userId: string,
    limit: number,
    maxAgeMs: number,
  ): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          gt(notifications.createdAt, since),
          gt(notifications.createdAt, new Date(Date.now() - maxAgeMs)),
          or(
            eq(notifications.kind, 'broadcast'),
            and(eq(notifications.kind, 'test'), eq(notifications.sentById, userId)),
          ),
        ),
      )
      .orderBy(notifications.createdAt)
      .limit(limit);
  }
}
