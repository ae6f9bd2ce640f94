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
/** Runs inside the write's transaction before it; throws to refuse the write. */
export type Guard = (tx: Transaction) => Promise<void>;
const noGuard: Guard = () => Promise.resolve();
export type MachineCounts = {
  troubleshootingGuides: number;
  partDiagrams: number;
  specifications: number;
  documents: number;
  software: number;
};

/** Drizzle leaves columns unqualified inside a select list; a correlated count names them fully. */
const MACHINE_ID = sql.raw('"machines"."id"');
const countOf = (table: 'troubleshooting_guides' | 'part_diagrams' | 'specifications') =>
  sql<number>`(select count(*)::int from ${sql.raw(`"${table}"`)} as c where c.machine_id = ${MACHINE_ID})`;

/** The only place with machine queries. */
export class MachinesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The catalogue by manufacturer and model, each with what hangs off it: one query, each count
   * an index lookup (machine_id indexes, GIN on the documents' and packages' machine lists).
   */
  listWithCounts(limit = 5000): Promise<(MachineRow & { counts: MachineCounts })[]> {
    return this.db
      .select({
        id: machines.id,
        manufacturer: machines.manufacturer,
        model: machines.model,
        category: machines.category,
        description: machines.description,
        photoPath: machines.photoPath,
        createdAt: machines.createdAt,
        updatedAt: machines.updatedAt,
        counts: {
          troubleshootingGuides: countOf('troubleshooting_guides'),
          partDiagrams: countOf('part_diagrams'),
          specifications: countOf('specifications'),
          documents: sql<number>`(select count(*)::int from documents as d where d.machine_ids @> array[${MACHINE_ID}])`,
          software: sql<number>`(select count(*)::int from software as s where s.machine_ids @> array[${MACHINE_ID}])`,
        },
      })
      .from(machines)
      .orderBy(asc(machines.manufacturer), asc(machines.model))
      .limit(limit);
  }

  /**
   * Inserts the machine; null when its derived id is taken. `guard` runs first in the same
   * transaction (the photo's file check).
   */
  async insert(
    row: typeof machines.$inferInsert,
    guard: Guard = noGuard,
  ): Promise<MachineRow | null> {
    return this.db.transaction(async (tx) => {
      await guard(tx);
      const [created] = await tx
        .insert(machines)
        .values(row)
        .onConflictDoNothing({ target: machines.id })
        .returning();
      return created ?? null;
    });
  }

  async findById(id: string): Promise<MachineRow | undefined> {
    const [row] = await this.db.select().from(machines).where(eq(machines.id, id)).limit(1);
    return row;
  }

  /**
   * Changes the machine and, when `newId` differs, moves it there in the same transaction
   * (SPEC.md §4): its guides, diagrams, specifications and procedures follow through their
   * foreign keys (ON UPDATE CASCADE), and every document and package link is rewritten.
   * 'taken' when another machine already has `newId`; undefined when the machine is gone.
   */
  async update(
    id: string,
    newId: string,
    patch: Partial<
      Pick<MachineRow, 'manufacturer' | 'model' | 'category' | 'description' | 'photoPath'>
    >,
    guard: Guard = noGuard,
  ): Promise<MachineRow | 'taken' | undefined> {
    return this.db.transaction(async (tx) => {
      await guard(tx);
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
    });
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
   * Deletes the machine with its details (cascade) and removes its links. Returns the stored
   * files nothing of the machine refers to any more (photo, diagram and step images), or null
   * when the machine is absent.
   */
  async delete(id: string): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
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
    });
  }
}
