import { TEMP_MACHINE_PREFIX } from '@toolbox/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Transaction } from '../files/files.repository';
import {
  documents,
  machines,
  maintenanceProcedures,
  partDiagrams,
  software,
  specifications,
  troubleshootingGuides,
} from '../../db/schema';

export type MachineRow = typeof machines.$inferSelect;
export type MachineCounts = {
  troubleshootingGuides: number;
  partDiagrams: number;
  specifications: number;
  documents: number;
  software: number;
};

/** The only place with machine queries. */
export class MachinesRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The catalogue by manufacturer and model, each with what hangs off it, in one query: every
   * table is counted once, grouped by machine, and joined (a per-machine subquery would probe the
   * indexes once per machine and per table, which PGlite pays dearly at a thousand machines).
   */
  async listWithCounts(limit = 5000): Promise<(MachineRow & { counts: MachineCounts })[]> {
    const rows = await selectRows<
      MachineRow & {
        troubleshootingGuides: number;
        partDiagrams: number;
        specifications: number;
        documents: number;
        software: number;
      }
    >(
      this.db,
      sql`select m.id, m.manufacturer, m.model, m.category, m.description,
          m.photo_path as "photoPath", m.created_at as "createdAt", m.updated_at as "updatedAt",
          coalesce(g.n, 0)::int as "troubleshootingGuides",
          coalesce(p.n, 0)::int as "partDiagrams",
          coalesce(s.n, 0)::int as "specifications",
          coalesce(d.n, 0)::int as "documents",
          coalesce(w.n, 0)::int as "software"
        from ${machines} m
        left join (select machine_id, count(*) as n from ${troubleshootingGuides} group by machine_id) g
          on g.machine_id = m.id
        left join (select machine_id, count(*) as n from ${partDiagrams} group by machine_id) p
          on p.machine_id = m.id
        left join (select machine_id, count(*) as n from ${specifications} group by machine_id) s
          on s.machine_id = m.id
        left join (select unnest(machine_ids) as machine_id, count(*) as n from ${documents} group by 1) d
          on d.machine_id = m.id
        left join (select unnest(machine_ids) as machine_id, count(*) as n from ${software} group by 1) w
          on w.machine_id = m.id
        order by m.manufacturer, m.model
        limit ${limit}`,
    );
    return rows.map(
      ({
        troubleshootingGuides,
        partDiagrams,
        specifications,
        documents,
        software,
        ...machine
      }) => ({
        ...machine,
        createdAt: new Date(machine.createdAt),
        updatedAt: new Date(machine.updatedAt),
        counts: { troubleshootingGuides, partDiagrams, specifications, documents, software },
      }),
    );
  }

  /** Inserts the machine in the caller's transaction; null when its derived id is taken. */
  async insert(tx: Transaction, row: typeof machines.$inferInsert): Promise<MachineRow | null> {
    const [created] = await tx
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

  /** The ids of every temporary (`temp_…`) machine, oldest first. */
  async listTemporaryIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: machines.id })
      .from(machines)
      .where(sql`starts_with(${machines.id}, ${TEMP_MACHINE_PREFIX})`)
      .orderBy(asc(machines.createdAt), asc(machines.id));
    return rows.map((row) => row.id);
  }

  /** The machine, locked for the rest of the caller's transaction; undefined when it is gone. */
  async findForUpdate(tx: Transaction, id: string): Promise<MachineRow | undefined> {
    const [row] = await tx.select().from(machines).where(eq(machines.id, id)).for('update');
    return row;
  }

  /**
   * Changes the machine in the caller's transaction and, when `newId` differs, moves it there
   * (docs/product.md#machine-changes): its guides, diagrams, specifications and procedures follow
   * through their foreign keys (ON UPDATE CASCADE), and every document and package link is
   * rewritten. 'taken' when another machine already has `newId`; undefined when the machine is
   * gone.
   */
  async update(
    tx: Transaction,
    id: string,
    newId: string,
    patch: Partial<
      Pick<MachineRow, 'manufacturer' | 'model' | 'category' | 'description' | 'photoPath'>
    >,
  ): Promise<MachineRow | 'taken' | undefined> {
    if (newId !== id) {
      const [other] = await tx
        .select({ id: machines.id })
        .from(machines)
        .where(eq(machines.id, newId));
      if (other) return 'taken';
    }
    const [row] = await tx
      .update(machines)
      .set({ ...patch, id: newId })
      .where(eq(machines.id, id))
      .returning();
    if (!row || newId === id) return row;
    await tx
      .update(documents)
      .set({ machineIds: sql`array_replace(${documents.machineIds}, ${id}, ${newId})` })
      .where(sql`${documents.machineIds} @> array[${id}]`);
    await tx
      .update(software)
      .set({ machineIds: sql`array_replace(${software.machineIds}, ${id}, ${newId})` })
      .where(sql`${software.machineIds} @> array[${id}]`);
    return row;
  }

  /** What deleting the machine would take with it. */
  async impact(id: string): Promise<MachineCounts & { maintenanceProcedures: number }> {
    const [row] = await selectRows<MachineCounts & { maintenanceProcedures: number }>(
      this.db,
      sql`select
        (select count(*)::int from ${troubleshootingGuides} where ${troubleshootingGuides.machineId} = ${id}) as "troubleshootingGuides",
        (select count(*)::int from ${partDiagrams} where ${partDiagrams.machineId} = ${id}) as "partDiagrams",
        (select count(*)::int from ${specifications} where ${specifications.machineId} = ${id}) as "specifications",
        (select count(*)::int from ${maintenanceProcedures} where ${maintenanceProcedures.machineId} = ${id}) as "maintenanceProcedures",
        (select count(*)::int from ${documents} where ${documents.machineIds} @> array[${id}]) as "documents",
        (select count(*)::int from ${software} where ${software.machineIds} @> array[${id}]) as "software"`,
    );
    return row!;
  }

  /**
   * Deletes the machine with its details (cascade) and removes its links, in the caller's
   * transaction. Returns the stored files nothing of the machine refers to any more (photo,
   * diagram and step images), or null when the machine is absent.
   */
  async delete(tx: Transaction, id: string): Promise<string[] | null> {
    const images = await selectRows<{ path: string }>(
      tx,
      sql`select ${partDiagrams.imagePath} as path from ${partDiagrams} where ${partDiagrams.machineId} = ${id} and ${partDiagrams.imagePath} is not null
          union select unnest(${troubleshootingGuides.imagePaths}) from ${troubleshootingGuides} where ${troubleshootingGuides.machineId} = ${id}`,
    );
    const deleted = await tx
      .delete(machines)
      .where(eq(machines.id, id))
      .returning({ id: machines.id, photoPath: machines.photoPath });
    if (deleted.length === 0) return null;
    await tx
      .update(documents)
      .set({ machineIds: sql`array_remove(${documents.machineIds}, ${id})` })
      .where(sql`${documents.machineIds} @> array[${id}]`);
    await tx
      .update(software)
      .set({ machineIds: sql`array_remove(${software.machineIds}, ${id})` })
      .where(sql`${software.machineIds} @> array[${id}]`);
    const photo = deleted[0]?.photoPath;
    return [...images.map((row) => row.path), ...(photo ? [photo] : [])];
  }
}
