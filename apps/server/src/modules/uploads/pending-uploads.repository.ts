import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pendingUploads } from '../../db/schema';

/** Where an unfinished upload in the bucket stands, as a row of `pending_uploads`. */
export type PendingUpload = typeof pendingUploads.$inferSelect;
type NewPendingUpload = typeof pendingUploads.$inferInsert;
/** What a PATCH or the publishing changes. */
type Progress = Partial<
  Pick<PendingUpload, 'parts' | 'sentBytes' | 'tailBytes' | 'hashState' | 'hashOffset' | 'finished'>
>;

/** The rows behind uploads that wait in the bucket (bucket-upload-store.ts). */
export class PendingUploadsRepository {
  constructor(private readonly db: Database) {}

  async insert(upload: NewPendingUpload): Promise<void> {
    await this.db.insert(pendingUploads).values(upload);
  }

  async get(id: string): Promise<PendingUpload | null> {
    const [row] = await this.db.select().from(pendingUploads).where(eq(pendingUploads.id, id));
    return row ?? null;
  }

  /**
   * Writes what a PATCH moved on, only if the upload still stands where it began (`from`); false
   * when it does not, or is gone (removed, or swept).
   */
  async save(
    id: string,
    progress: Progress,
    from?: Pick<PendingUpload, 'sentBytes' | 'tailBytes'>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(pendingUploads)
      .set(progress)
      .where(
        and(
          eq(pendingUploads.id, id),
          from ? eq(pendingUploads.sentBytes, from.sentBytes) : undefined,
          from ? eq(pendingUploads.tailBytes, from.tailBytes) : undefined,
        ),
      )
      .returning({ id: pendingUploads.id });
    return rows.length > 0;
  }

  async delete(id: string): Promise<PendingUpload | null> {
    const [row] = await this.db.delete(pendingUploads).where(eq(pendingUploads.id, id)).returning();
    return row ?? null;
  }

  /**
   * Deletes and answers the uploads created before `cutoff`. Rows another replica's sweep is
   * taking at the same moment are skipped, so each expired upload is cleaned up once.
   */
  takeExpired(cutoff: Date, limit = 500): Promise<PendingUpload[]> {
    const expired = this.db
      .select({ id: pendingUploads.id })
      .from(pendingUploads)
      .where(lt(pendingUploads.createdAt, cutoff))
      .orderBy(pendingUploads.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db.delete(pendingUploads).where(inArray(pendingUploads.id, expired)).returning();
  }

  /** Which of `ids` are uploads still waiting. */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: pendingUploads.id })
      .from(pendingUploads)
      .where(inArray(pendingUploads.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  }
}
