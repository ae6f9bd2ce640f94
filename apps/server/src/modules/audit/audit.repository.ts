import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Append-only: there is no update or delete here on purpose. */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(entry: NewAuditRow): Promise<AuditRow> {
    const [row] = await this.db.insert(auditLog).values(entry).returning();
    return row!;
  }

  async list(filter: { action?: string; actorId?: string; limit: number }): Promise<AuditRow[]> {
    const conditions = [];
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    return this.db
      .select()
      .from(auditLog)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit);
  }
}
