import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { machines } from '../../db/schema';

export type MachineRow = typeof machines.$inferSelect;

/** The only place with machine queries (the catalogue; issue 5 adds editing and details). */
export class MachinesRepository {
  constructor(private readonly db: Database) {}

  /** The whole catalogue, by manufacturer then model; bounded, it is a pick list. */
  listAll(limit = 5000): Promise<MachineRow[]> {
    return this.db
      .select()
      .from(machines)
      .orderBy(asc(machines.manufacturer), asc(machines.model))
      .limit(limit);
  }

  /** Inserts the machine; false when its derived id is taken. */
  async insert(row: typeof machines.$inferInsert): Promise<MachineRow | null> {
    const [created] = await this.db
      .insert(machines)
      .values(row)
      .onConflictDoNothing({ target: machines.id })
      .returning();
    return created ?? null;
  }

  async findById(id: string): Promise<MachineRow | undefined> {
    const [row] = await this.db.select().from(machines).where(eq(machines.id, id)).limit(1);
    return row;
  }
}
