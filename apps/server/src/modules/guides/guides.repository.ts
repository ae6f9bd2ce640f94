import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { GuideContent, GuideSettings } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { pageOfMachines, touchMachineDetails, type MachineLabel } from '../../db/machine-details';
import { appSettings, documents, machines, troubleshootingGuides } from '../../db/schema';
import { prefixTsQuery } from '../documents/documents.repository';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';

const { search: _search, ...guideColumns } = getTableColumns(troubleshootingGuides);
export type GuideRow = Omit<typeof troubleshootingGuides.$inferSelect, 'search'>;
export type GuideMachine = MachineLabel;

const SETTINGS_KEY = 'troubleshooting';

/** The columns a guide is written with, from its content. */
export function guideValues(content: GuideContent) {
  const { title, ...rest } = content;
  return {
    title,
    content: rest,
    imagePaths: content.steps.flatMap((step) => (step.imagePath ? [step.imagePath] : [])),
  };
}

const machineColumns = {
  id: machines.id,
  manufacturer: machines.manufacturer,
  model: machines.model,
};

/** The only place with troubleshooting-guide queries. */
export class GuidesRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Locks the machine row for the rest of `tx` (guides of one machine change one at a time). */
  async lockMachine(tx: Transaction, machineId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.id, machineId))
      .for('update');
    return rows.length > 0;
  }

  machineExists(machineId: string): Promise<boolean> {
    return this.db
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.id, machineId))
      .then((rows) => rows.length > 0);
  }

  /** Which of `ids` name a document that exists (a guide import's related documents). */
  async existingDocumentIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: documents.id })
      .from(documents)
      .where(inArray(documents.id, [...new Set(ids)]));
    return new Set(rows.map((row) => row.id));
  }

  /** A machine's guides in their order. */
  listForMachine(machineId: string, db: Database | Transaction = this.db): Promise<GuideRow[]> {
    return db
      .select(guideColumns)
      .from(troubleshootingGuides)
      .where(eq(troubleshootingGuides.machineId, machineId))
      .orderBy(asc(troubleshootingGuides.position), asc(troubleshootingGuides.createdAt));
  }

  /** The guides of several machines, each machine's in its order. */
  listForMachines(machineIds: string[]): Promise<GuideRow[]> {
    if (machineIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(guideColumns)
      .from(troubleshootingGuides)
      .where(inArray(troubleshootingGuides.machineId, machineIds))
      .orderBy(asc(troubleshootingGuides.position), asc(troubleshootingGuides.createdAt));
  }

  async find(machineId: string, guideId: string): Promise<GuideRow | undefined> {
    const [row] = await this.db
      .select(guideColumns)
      .from(troubleshootingGuides)
      .where(
        and(eq(troubleshootingGuides.machineId, machineId), eq(troubleshootingGuides.id, guideId)),
      );
    return row;
  }

  /** Appends a guide after the machine's last one. */
  async insert(
    tx: Transaction,
    machineId: string,
    id: string,
    values: ReturnType<typeof guideValues>,
    at: Date,
  ): Promise<GuideRow> {
    const [row] = await tx
      .insert(troubleshootingGuides)
      .values({
        id,
        machineId,
        ...values,
        position: sql`(select coalesce(max(position) + 1, 0) from ${troubleshootingGuides} where ${troubleshootingGuides.machineId} = ${machineId})`,
        createdAt: at,
        updatedAt: at,
      })
      .returning(guideColumns);
    return row!;
  }

  async replace(
    tx: Transaction,
    machineId: string,
    id: string,
    values: ReturnType<typeof guideValues>,
    at: Date,
  ): Promise<GuideRow | undefined> {
    const [row] = await tx
      .update(troubleshootingGuides)
      .set({ ...values, updatedAt: at })
      .where(and(eq(troubleshootingGuides.machineId, machineId), eq(troubleshootingGuides.id, id)))
      .returning(guideColumns);
    return row;
  }

  /** Deletes one guide; returns its row (for its images) or undefined when it was not there. */
  async delete(tx: Transaction, machineId: string, id: string): Promise<GuideRow | undefined> {
    const [row] = await tx
      .delete(troubleshootingGuides)
      .where(and(eq(troubleshootingGuides.machineId, machineId), eq(troubleshootingGuides.id, id)))
      .returning(guideColumns);
    return row;
  }

  /** Deletes every guide of the machine that is not in `keep`; returns the deleted rows. */
  async deleteOthers(tx: Transaction, machineId: string, keep: string[]): Promise<GuideRow[]> {
    const others = keep.length ? sql`not (${inArray(troubleshootingGuides.id, keep)})` : sql`true`;
    return tx
      .delete(troubleshootingGuides)
      .where(and(eq(troubleshootingGuides.machineId, machineId), others))
      .returning(guideColumns);
  }

  /** Puts the machine's guides in the order of `ids`. */
  async reorder(tx: Transaction, machineId: string, ids: string[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(troubleshootingGuides)
        .set({ position })
        .where(
          and(eq(troubleshootingGuides.machineId, machineId), eq(troubleshootingGuides.id, id)),
        );
    }
  }

  /** Creates the machine's details record or marks it changed (docs/product.md#machine-details). */
  touchDetails(tx: Transaction, machineId: string, at = new Date()): Promise<void> {
    return touchMachineDetails(tx, machineId, at);
  }

  /**
   * One page of the machines that have at least one guide, by manufacturer and model, with
   * all their guides (two queries, whatever the page size).
   */
  async machinesWithGuides(query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
  }): Promise<{ rows: { machine: GuideMachine; guides: GuideRow[] }[]; total: number }> {
    const conditions: SQL[] = [
      sql`exists (select 1 from ${troubleshootingGuides} where ${troubleshootingGuides.machineId} = ${machines.id})`,
    ];
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
      conditions.push(
        sql`(${machines.manufacturer} ilike ${like} or ${machines.model} ilike ${like} or ${machines.id} ilike ${like})`,
      );
    }
    const { machines: page, total } = await pageOfMachines(this.db, and(...conditions), query);
    const guides = page.length
      ? await this.db
          .select(guideColumns)
          .from(troubleshootingGuides)
          .where(
            inArray(
              troubleshootingGuides.machineId,
              page.map((m) => m.id),
            ),
          )
          .orderBy(asc(troubleshootingGuides.position), asc(troubleshootingGuides.createdAt))
      : [];
    return {
      rows: page.map((machine) => ({
        machine,
        guides: guides.filter((guide) => guide.machineId === machine.id),
      })),
      total,
    };
  }

  /** Full-text search over every guide, best match first, with each guide's machine. */
  async search(query: {
    search: string;
    page: number;
    pageSize: number;
  }): Promise<{ rows: { guide: GuideRow; machine: GuideMachine }[]; total: number }> {
    const tsQuery = prefixTsQuery(query.search);
    if (!tsQuery) return { rows: [], total: 0 };
    const match = sql`${troubleshootingGuides.search} @@ to_tsquery('simple', ${tsQuery})`;
    return this.totals.page(
      'troubleshooting_guides',
      query,
      (listVersion) =>
        this.db
          .select({ guide: guideColumns, machine: machineColumns, listVersion })
          .from(troubleshootingGuides)
          .innerJoin(machines, eq(machines.id, troubleshootingGuides.machineId))
          .where(match)
          .orderBy(
            sql`ts_rank(${troubleshootingGuides.search}, to_tsquery('simple', ${tsQuery})) desc`,
            asc(troubleshootingGuides.title),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) =>
        this.db.select({ n: count(), listVersion }).from(troubleshootingGuides).where(match),
    );
  }

  async settings(): Promise<GuideSettings | undefined> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETTINGS_KEY));
    return row?.value as GuideSettings | undefined;
  }

  /** Replaces the settings in the caller's transaction. */
  async saveSettings(tx: Transaction, settings: GuideSettings): Promise<void> {
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_KEY, value: settings })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings, updatedAt: new Date() },
      });
  }
}
