import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The notification history: one row per send. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  async create(row: NewNotification): Promise<NotificationRow> {
    const [created] = await this.db.insert(notifications).values(row).returning();
    return created!;
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
