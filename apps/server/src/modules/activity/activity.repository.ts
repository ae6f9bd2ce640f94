import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentActivity, documents, users } from '../../db/schema';

export type NewActivityRow = typeof documentActivity.$inferInsert;

export type ActivityRow = {
  id: string;
  userId: string;
  documentId: string;
  kind: 'view' | 'download';
  viewedAt: Date;
  title: string;
  categories: string[];
  displayName: string;
  email: string;
  role: string | null;
};

/** Document views and downloads: one insert per batch, one indexed query per list. */
export class ActivityRepository {
  constructor(private readonly db: Database) {}

  /** The ids among `ids` that name existing documents. */
  async existingDocuments(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  /** Inserts the entries; an id already recorded is skipped. Returns the ids that were new. */
  async insert(rows: NewActivityRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = await this.db
      .insert(documentActivity)
      .values(rows)
      .onConflictDoNothing({ target: documentActivity.id })
      .returning({ id: documentActivity.id });
    return new Set(inserted.map((row) => row.id));
  }

  /** The latest entries, newest first: of one user, or of everyone. */
  async latest(query: { userId?: string | undefined; count: number }): Promise<ActivityRow[]> {
    const where: SQL | undefined = query.userId
      ? eq(documentActivity.userId, query.userId)
      : undefined;
    return this.db
      .select({
        id: documentActivity.id,
        userId: documentActivity.userId,
        documentId: documentActivity.documentId,
        kind: documentActivity.kind,
        viewedAt: documentActivity.viewedAt,
        title: documents.title,
        categories: documents.categories,
        displayName: users.displayName,
        email: users.email,
        role: users.role,
      })
      .from(documentActivity)
      .innerJoin(documents, eq(documents.id, documentActivity.documentId))
      .innerJoin(users, eq(users.id, documentActivity.userId))
      .where(and(where))
      .orderBy(desc(documentActivity.viewedAt), desc(documentActivity.id))
      .limit(query.count);
  }
}
