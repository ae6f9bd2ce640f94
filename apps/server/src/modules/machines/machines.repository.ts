import { machineIdPart, type MachineListQuery, type MachineNamesQuery } from '@toolbox/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ListTotals, type Versioned } from '../../lib/list-totals';
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
export type MachineNameRow = Pick<MachineRow, 'id' | 'manufacturer' | 'model' | 'category'>;
export type MachineCounts = {
  troubleshootingGuides: number;
  partDiagrams: number;
  specifications: number;
  documents: number;
  software: number;
};

export type MachineListRow = MachineNameRow & { counts: MachineCounts };

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken as typed. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The most words of a search that are matched; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** One word of a search, anywhere in manufacturer, model, category or id, or in the id as spelled. */
function wordCondition(word: string): SQL {
  const typed = containing(word);
  const asId = machineIdPart(word);
  return sql`(m.manufacturer ilike ${typed} or m.model ilike ${typed}
    or coalesce(m.category, '') ilike ${typed} or m.id ilike ${typed}
    ${asId ? sql`or m.id like ${containing(asId)}` : sql``})`;
}

/**
 * The WHERE of a catalogue page (the contract's MachineListQuery): the manufacturer whole,
 * whatever its case; every word of the search, in any order, in manufacturer, model, category or
 * id, and in the id also as an id would spell it ("delonghi" finds De'Longhi).
 */
function catalogueFilter({ search, manufacturer }: MachineListQuery): SQL {
  const conditions: SQL[] = [];
  if (manufacturer) conditions.push(sql`lower(m.manufacturer) = lower(${manufacturer})`);
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  conditions.push(...words.map(wordCondition));
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** A page row's counts, gathered under `counts`. */
function withCounts({
  troubleshootingGuides,
  partDiagrams,
  specifications,
  documents,
  software,
  listVersion,
  ...machine
}: MachineNameRow & MachineCounts & Versioned): MachineListRow & Versioned {
  return {
    ...machine,
    listVersion,
    counts: { troubleshootingGuides, partDiagrams, specifications, documents, software },
  };
}

/** The only place with machine queries. */
export class MachinesRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * One page of the catalogue by manufacturer, then model, whatever the case (read off
   * machines_catalogue_order_idx), with the total for its filters. Only the page's machines are
   * counted: each count is an index probe per machine (the guide, diagram and specification
   * indexes by machine, the GIN indexes of document and package links), at most a page's worth.
   */
  async page(query: MachineListQuery): Promise<{ rows: MachineListRow[]; total: number }> {
    const where = catalogueFilter(query);
    return this.totals.page(
      'machines',
      query,
      (version) =>
        selectRows<MachineNameRow & MachineCounts & Versioned>(
          this.db,
          sql`with page as (
            select m.id, m.manufacturer, m.model, m.category from ${machines} m ${where}
            order by lower(m.manufacturer), lower(m.model), m.id
            limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
          select p.id, p.manufacturer, p.model, p.category, ${version.sql} as "listVersion",
            (select count(*)::int from ${troubleshootingGuides} g where g.machine_id = p.id) as "troubleshootingGuides",
            (select count(*)::int from ${partDiagrams} d where d.machine_id = p.id) as "partDiagrams",
            (select count(*)::int from ${specifications} s where s.machine_id = p.id) as "specifications",
            (select count(*)::int from ${documents} d where d.machine_ids @> array[p.id]) as "documents",
            (select count(*)::int from ${software} w where w.machine_ids @> array[p.id]) as "software"
          from page p
          order by lower(p.manufacturer), lower(p.model), p.id`,
        ).then((rows) => rows.map(withCounts)),
      (version) =>
        selectRows<{ n: number } & Versioned>(
          this.db,
          sql`select count(*)::int as n, ${version.sql} as "listVersion" from ${machines} m ${where}`,
        ),
    );
  }

  /** Every machine's id and name, in catalogue order, for pickers and labels. */
  async names({ having }: MachineNamesQuery): Promise<MachineNameRow[]> {
    const where =
      having === 'specifications'
        ? sql`where exists (select 1 from ${specifications} s where s.machine_id = m.id)`
        : sql``;
    return selectRows<MachineNameRow>(
      this.db,
      sql`select m.id, m.manufacturer, m.model, m.category from ${machines} m ${where}
          order by lower(m.manufacturer), lower(m.model), m.id`,
    );
  }

  /**
   * Each manufacturer once, whatever its case, A–Z, with how many machines it has; named as its
   * first spelling in code-point order ("Franke" before "franke").
   */
  async manufacturers(): Promise<{ name: string; count: number }[]> {
    return selectRows<{ name: string; count: number }>(
      this.db,
      sql`select min(manufacturer collate "C") as name, count(*)::int as count from ${machines}
          group by lower(manufacturer) order by lower(manufacturer)`,
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
