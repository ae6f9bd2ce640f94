import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentAcknowledgements, documents, users } from '../../db/schema';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';

export type AcknowledgementRow = typeof documentAcknowledgements.$inferSelect;
export type AcknowledgementWithUser = AcknowledgementRow & {
  displayName: string;
  email: string;
};

/** The only place with acknowledgement queries (docs/product.md#document-acknowledgements). */
export class AcknowledgementsRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The document's current version number, or undefined when there is no such document. */
  async currentVersion(documentId: string, db: Database | Transaction = this.db) {
    const [row] = await db
      .select({ version: documents.currentVersion })
      .from(documents)
      .where(eq(documents.id, documentId))
      .limit(1);
    return row?.version;
  }

  async find(
    key: { documentId: string; versionNumber: number; userId: string },
    db: Database | Transaction = this.db,
  ): Promise<AcknowledgementRow | undefined> {
    const [row] = await db
      .select()
      .from(documentAcknowledgements)
      .where(
        and(
          eq(documentAcknowledgements.documentId, key.documentId),
          eq(documentAcknowledgements.versionNumber, key.versionNumber),
          eq(documentAcknowledgements.userId, key.userId),
        ),
      )
      .limit(1);
    return row;
  }

  /** Inserts the row in the caller's transaction; answers it, or undefined when it was there. */
  async insert(
    row: { documentId: string; versionNumber: number; userId: string },
    tx: Transaction,
  ): Promise<AcknowledgementRow | undefined> {
    const [inserted] = await tx
      .insert(documentAcknowledgements)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return inserted;
  }

  /** One page of a document's acknowledgements, newest first, with who gave them. */
  async page(
    documentId: string,
    paging: { page: number; pageSize: number },
  ): Promise<{ rows: AcknowledgementWithUser[]; total: number }> {
    const where = eq(documentAcknowledgements.documentId, documentId);
    return this.totals.page(
      'document_acknowledgements',
      { documentId, ...paging },
      (listVersion) =>
        this.db
          .select({
            documentId: documentAcknowledgements.documentId,
            versionNumber: documentAcknowledgements.versionNumber,
            userId: documentAcknowledgements.userId,
            acknowledgedAt: documentAcknowledgements.acknowledgedAt,
            displayName: users.displayName,
            email: users.email,
            listVersion,
          })
          .from(documentAcknowledgements)
          .innerJoin(users, eq(users.id, documentAcknowledgements.userId))
          .where(where)
          .orderBy(
            desc(documentAcknowledgements.acknowledgedAt),
            desc(documentAcknowledgements.userId),
          )
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize),
      (listVersion) =>
        this.db.select({ n: count(), listVersion }).from(documentAcknowledgements).where(where),
    );
  }
}
