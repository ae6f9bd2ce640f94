import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documentAcknowledgements,
  documentMustReadMachines,
  documentMustReads,
  documentReminders,
  documents,
  machines,
  userMachines,
  users,
} from '../../db/schema';
import type { Transaction } from '../files/files.repository';

type Executor = Database | Transaction;
export type MustReadRow = typeof documentMustReads.$inferSelect;
type Version = { documentId: string; versionNumber: number };

const MACHINE_COLUMNS = {
  id: machines.id,
  manufacturer: machines.manufacturer,
  model: machines.model,
};

/**
 * Whether the user of `userId` (a column or a value) is in the audience of the mark of
 * `mark` (a row of document_must_reads in the query): everyone, or a person of one of its machines.
 */
function inAudienceOf(userId: SQL | string) {
  return sql`(${documentMustReads.audience} = 'all' or exists (
    select 1 from ${documentMustReadMachines} as mm
    join ${userMachines} as um on um.machine_id = mm.machine_id
    where mm.document_id = ${documentMustReads.documentId}
      and mm.version_number = ${documentMustReads.versionNumber}
      and um.user_id = ${userId}
  ))`;
}

/** Active, enabled people in the audience of the mark of `version` (decision 029). */
function audienceOf(version: Version) {
  return and(
    eq(users.status, 'active'),
    eq(users.disabled, false),
    sql`exists (
      select 1 from ${documentMustReads}
      where ${documentMustReads.documentId} = ${version.documentId}
        and ${documentMustReads.versionNumber} = ${version.versionNumber}
        and ${inAudienceOf(sql`${users.id}`)}
    )`,
  );
}

/** The acknowledgement of `version` by the row's person (a left join's condition). */
function acknowledgedBy(version: Version) {
  return and(
    eq(documentAcknowledgements.documentId, version.documentId),
    eq(documentAcknowledgements.versionNumber, version.versionNumber),
    eq(documentAcknowledgements.userId, users.id),
  );
}

/** The only place with must-read and machine-assignment queries (docs/product.md#must-read). */
export class MustReadRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The document's title and current version; `lock` holds its row to the transaction's end. */
  async document(documentId: string, db: Executor = this.db, lock = false) {
    const query = db
      .select({ title: documents.title, currentVersion: documents.currentVersion })
      .from(documents)
      .where(eq(documents.id, documentId))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The ids among `ids` that name no machine. */
  async unknownMachines(ids: readonly string[], db: Executor = this.db): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await db
      .select({ id: machines.id })
      .from(machines)
      .where(inArray(machines.id, [...ids]));
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  async mark(version: Version, db: Executor = this.db) {
    const [row] = await db
      .select({
        mark: documentMustReads,
        markedByName: users.displayName,
        lastRemindedAt: documentReminders.lastSentAt,
      })
      .from(documentMustReads)
      .leftJoin(users, eq(users.id, documentMustReads.markedBy))
      .leftJoin(
        documentReminders,
        and(
          eq(documentReminders.documentId, documentMustReads.documentId),
          eq(documentReminders.versionNumber, documentMustReads.versionNumber),
        ),
      )
      .where(
        and(
          eq(documentMustReads.documentId, version.documentId),
          eq(documentMustReads.versionNumber, version.versionNumber),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const marked = await db
      .select(MACHINE_COLUMNS)
      .from(documentMustReadMachines)
      .innerJoin(machines, eq(machines.id, documentMustReadMachines.machineId))
      .where(
        and(
          eq(documentMustReadMachines.documentId, version.documentId),
          eq(documentMustReadMachines.versionNumber, version.versionNumber),
        ),
      )
      .orderBy(asc(machines.manufacturer), asc(machines.model));
    return {
      ...row.mark,
      markedByName: row.markedByName ?? '',
      lastRemindedAt: row.lastRemindedAt,
      machines: marked,
    };
  }

  /** Sets the mark of `version` (replacing one there), in the caller's transaction. */
  async setMark(
    tx: Transaction,
    mark: Version & { audience: 'all' | 'machines'; machineIds: string[]; markedBy: string },
  ): Promise<void> {
    const { machineIds, ...row } = mark;
    await tx
      .insert(documentMustReads)
      .values(row)
      .onConflictDoUpdate({
        target: [documentMustReads.documentId, documentMustReads.versionNumber],
        set: { audience: row.audience, markedBy: row.markedBy, markedAt: sql`now()` },
      });
    await tx
      .delete(documentMustReadMachines)
      .where(
        and(
          eq(documentMustReadMachines.documentId, mark.documentId),
          eq(documentMustReadMachines.versionNumber, mark.versionNumber),
        ),
      );
    if (machineIds.length > 0) {
      await tx.insert(documentMustReadMachines).values(
        machineIds.map((machineId) => ({
          documentId: mark.documentId,
          versionNumber: mark.versionNumber,
          machineId,
        })),
      );
    }
  }

  /** Removes the mark of `version`; answers whether there was one. */
  async clearMark(tx: Transaction, version: Version): Promise<boolean> {
    const removed = await tx
      .delete(documentMustReads)
      .where(
        and(
          eq(documentMustReads.documentId, version.documentId),
          eq(documentMustReads.versionNumber, version.versionNumber),
        ),
      )
      .returning({ documentId: documentMustReads.documentId });
    return removed.length > 0;
  }

  /** The audience of `version`'s mark, and how many of it have read the version (in SQL). */
  async counts(version: Version): Promise<{ audience: number; read: number }> {
    const [row] = await this.db
      .select({ audience: count(), read: count(documentAcknowledgements.userId) })
      .from(users)
      .leftJoin(documentAcknowledgements, acknowledgedBy(version))
      .where(audienceOf(version));
    return { audience: Number(row?.audience ?? 0), read: Number(row?.read ?? 0) };
  }

  /** One page of the audience that has (`read`) or has not (`unread`) read `version`. */
  async people(
    version: Version,
    status: 'read' | 'unread',
    paging: { page: number; pageSize: number },
  ) {
    const where = and(
      audienceOf(version),
      status === 'read'
        ? isNotNull(documentAcknowledgements.userId)
        : isNull(documentAcknowledgements.userId),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: users.id,
          displayName: users.displayName,
          email: users.email,
          team: users.team,
          acknowledgedAt: documentAcknowledgements.acknowledgedAt,
        })
        .from(users)
        .leftJoin(documentAcknowledgements, acknowledgedBy(version))
        .where(where)
        .orderBy(
          ...(status === 'read' ? [desc(documentAcknowledgements.acknowledgedAt)] : []),
          asc(users.displayName),
          asc(users.id),
        )
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize),
      this.db
        .select({ n: count() })
        .from(users)
        .leftJoin(documentAcknowledgements, acknowledgedBy(version))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The people of the audience who have not read `version`: a select of their ids. */
  unreadAudience(version: Version): SQL {
    return this.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(documentAcknowledgements, acknowledgedBy(version))
      .where(and(audienceOf(version), isNull(documentAcknowledgements.userId)))
      .getSQL();
  }

  /**
   * Takes the right to remind `version`'s audience: none sent in the last `minutes`, whether or
   * not the mark was removed and set again since. Answers the time it replaced (to give it back if
   * the send fails), or the last one when refused.
   */
  async claimReminder(version: Version, minutes: number) {
    return this.db.transaction(async (tx) => {
      const key = { documentId: version.documentId, versionNumber: version.versionNumber };
      // A row to lock, the first time.
      await tx
        .insert(documentReminders)
        .values({ ...key, lastSentAt: new Date(0) })
        .onConflictDoNothing();
      const where = and(
        eq(documentReminders.documentId, key.documentId),
        eq(documentReminders.versionNumber, key.versionNumber),
      );
      const [row] = await tx
        .select({ last: documentReminders.lastSentAt, now: sql<Date>`now()`.mapWith(toDate) })
        .from(documentReminders)
        .where(where)
        .for('update');
      const last = row && row.last.getTime() > 0 ? row.last : null;
      const now = row?.now ?? new Date();
      if (last && now.getTime() - last.getTime() < minutes * 60_000) {
        return { claimed: false as const, last, now };
      }
      // Claimed: `last` may be null (never sent).
      await tx
        .update(documentReminders)
        .set({ lastSentAt: sql`now()` })
        .where(where);
      return { claimed: true as const, last, now };
    });
  }

  /** Gives back a claimed reminder (its send failed). */
  async restoreReminder(version: Version, last: Date | null): Promise<void> {
    await this.db
      .update(documentReminders)
      .set({ lastSentAt: last ?? new Date(0) })
      .where(
        and(
          eq(documentReminders.documentId, version.documentId),
          eq(documentReminders.versionNumber, version.versionNumber),
        ),
      );
  }

  /**
   * The documents whose current version is marked for `userId` and not yet read by them, newest
   * mark first (`documentId` narrows it to one document).
   */
  async unreadFor(userId: string, paging: { page: number; pageSize: number }, documentId?: string) {
    const where = and(
      documentId ? eq(documents.id, documentId) : undefined,
      inAudienceOf(userId),
      sql`not exists (
        select 1 from ${documentAcknowledgements} as a
        where a.document_id = ${documents.id}
          and a.version_number = ${documents.currentVersion}
          and a.user_id = ${userId}
      )`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          documentId: documents.id,
          title: documents.title,
          categories: documents.categories,
          fileType: documents.fileType,
          versionNumber: documents.currentVersion,
          markedAt: documentMustReads.markedAt,
        })
        .from(documentMustReads)
        .innerJoin(documents, onCurrentVersion)
        .where(where)
        .orderBy(desc(documentMustReads.markedAt), asc(documents.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize),
      this.db
        .select({ n: count() })
        .from(documentMustReads)
        .innerJoin(documents, onCurrentVersion)
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async machinesOf(userId: string, db: Executor = this.db) {
    return db
      .select(MACHINE_COLUMNS)
      .from(userMachines)
      .innerJoin(machines, eq(machines.id, userMachines.machineId))
      .where(eq(userMachines.userId, userId))
      .orderBy(asc(machines.manufacturer), asc(machines.model));
  }

  /** Replaces the person's machines, in the caller's transaction. */
  async setMachines(tx: Transaction, userId: string, machineIds: string[]): Promise<void> {
    await tx.delete(userMachines).where(eq(userMachines.userId, userId));
    if (machineIds.length > 0) {
      await tx.insert(userMachines).values(machineIds.map((machineId) => ({ userId, machineId })));
    }
  }

  /** Whether the person exists; `lock` holds their row (two saves of their machines queue). */
  async userExists(userId: string, db: Executor = this.db, lock = false): Promise<boolean> {
    const query = db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    const [row] = lock ? await query.for('update') : await query;
    return row !== undefined;
  }
}

const onCurrentVersion = and(
  eq(documents.id, documentMustReads.documentId),
  eq(documents.currentVersion, documentMustReads.versionNumber),
);

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
