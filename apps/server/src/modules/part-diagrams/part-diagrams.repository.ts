import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { touchMachineDetails } from '../../db/machine-details';
import { machines, partDiagrams } from '../../db/schema';
import { prefixTsQuery } from '../documents/documents.repository';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';

const { search: _search, ...diagramColumns } = getTableColumns(partDiagrams);
export type DiagramRow = Omit<typeof partDiagrams.$inferSelect, 'search'>;
/** The machine a diagram belongs to, as lists name it. */
export type DiagramMachine = { id: string; manufacturer: string; model: string };
export type DiagramValues = Pick<
  DiagramRow,
  'title' | 'description' | 'imagePath' | 'parts' | 'hotspots'
>;

/** The only place with part-diagram queries. */
export class PartDiagramsRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async machineExists(machineId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.id, machineId));
    return rows.length > 0;
  }

  /** Holds the machine row (shared) for the rest of `tx`, so it cannot go or move meanwhile. */
  async holdMachine(tx: Transaction, machineId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.id, machineId))
      .for('share');
    return rows.length > 0;
  }

  listForMachine(machineId: string): Promise<DiagramRow[]> {
    return this.db
      .select(diagramColumns)
      .from(partDiagrams)
      .where(eq(partDiagrams.machineId, machineId))
      .orderBy(asc(partDiagrams.title), asc(partDiagrams.id));
  }

  listForMachines(machineIds: string[]): Promise<DiagramRow[]> {
    if (machineIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(diagramColumns)
      .from(partDiagrams)
      .where(inArray(partDiagrams.machineId, machineIds))
      .orderBy(asc(partDiagrams.title), asc(partDiagrams.id));
  }

  async find(machineId: string, id: string, db: Database | Transaction = this.db) {
    const [row] = await db
      .select(diagramColumns)
      .from(partDiagrams)
      .where(and(eq(partDiagrams.machineId, machineId), eq(partDiagrams.id, id)));
    return row;
  }

  async insert(
    tx: Transaction,
    row: DiagramValues & { id: string; machineId: string },
  ): Promise<DiagramRow> {
    const [created] = await tx.insert(partDiagrams).values(row).returning(diagramColumns);
    await touchMachineDetails(tx, row.machineId);
    return created!;
  }

  async update(
    tx: Transaction,
    machineId: string,
    id: string,
    values: DiagramValues,
  ): Promise<DiagramRow | undefined> {
    const [row] = await tx
      .update(partDiagrams)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(partDiagrams.machineId, machineId), eq(partDiagrams.id, id)))
      .returning(diagramColumns);
    if (row) await touchMachineDetails(tx, machineId);
    return row;
  }

  /** Deletes the diagram in the caller's transaction. */
  async delete(tx: Transaction, machineId: string, id: string): Promise<DiagramRow | undefined> {
    const [row] = await tx
      .delete(partDiagrams)
      .where(and(eq(partDiagrams.machineId, machineId), eq(partDiagrams.id, id)))
      .returning(diagramColumns);
    if (row) await touchMachineDetails(tx, machineId);
    return row;
  }

  /** Every machine's diagrams, newest change first; searched by title, part number or name. */
  async page(query: {
    page: number;
    pageSize: number;
    search?: string | undefined;
    machineId?: string | undefined;
  }): Promise<{ rows: { diagram: DiagramRow; machine: DiagramMachine }[]; total: number }> {
    const conditions: SQL[] = [];
    const tsQuery = query.search ? prefixTsQuery(query.search) : null;
    if (tsQuery) conditions.push(sql`${partDiagrams.search} @@ to_tsquery('simple', ${tsQuery})`);
    if (query.machineId) conditions.push(eq(partDiagrams.machineId, query.machineId));
    const where = conditions.length ? and(...conditions) : undefined;
    return this.totals.page(
      'part_diagrams',
      query,
      (listVersion) =>
        this.db
          .select({
            diagram: diagramColumns,
            machine: {
              id: machines.id,
              manufacturer: machines.manufacturer,
              model: machines.model,
            },
            listVersion,
          })
          .from(partDiagrams)
          .innerJoin(machines, eq(machines.id, partDiagrams.machineId))
          .where(where)
          .orderBy(desc(partDiagrams.updatedAt), asc(partDiagrams.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) => this.db.select({ n: count(), listVersion }).from(partDiagrams).where(where),
    );
  }
}
