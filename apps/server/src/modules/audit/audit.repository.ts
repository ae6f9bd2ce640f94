import { getTableColumns, and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Append-only: there is no update or delete here on purpose. */
export class AuditRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  /** Appends the entry, in the caller's transaction when given one. */
  async insert(entry: NewAuditRow, tx: Database | Transaction = this.db): Promise<AuditRow> {
    const [row] = await tx.insert(auditLog).values(entry).returning();
    return row!;
  }

  /** One page, newest first, with the total for the filters. */
  async page(query: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
    if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
    if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
    if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
    if (query.to) conditions.push(lte(auditLog.at, new Date(query.to)));
    const where = conditions.length ? and(...conditions) : undefined;
    return this.totals.page(
      'audit_log',
      query,
      (listVersion) =>
        this.db
          .select({ ...getTableColumns(auditLog), listVersion })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) => this.db.select({ n: count(), listVersion }).from(auditLog).where(where),
    );
  }
}
