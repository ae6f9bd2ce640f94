import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SoftwareListQuery } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { linkedToMachine } from '../../db/machine-filter';
import { software } from '../../db/schema';
import { prefixTsQuery } from '../documents/documents.repository';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';

const { search: _search, ...softwareColumns } = getTableColumns(software);

export type SoftwareRow = Omit<typeof software.$inferSelect, 'search'>;
export type NewSoftwareRow = Omit<typeof software.$inferInsert, 'search'>;

/** What a list shows of a package (issue #19): only these columns are read for a page. */
const listColumns = {
  id: software.id,
  name: software.name,
  author: software.author,
  category: software.category,
  version: software.version,
  minVersion: software.minVersion,
  machineIds: software.machineIds,
  fileSizeKB: software.fileSizeKB,
  uploadDate: software.uploadDate,
};
export type SoftwareListRow = Pick<SoftwareRow, keyof typeof listColumns>;

/**
 * The version as numbers, the product's comparison (docs/product.md#software-versions) in SQL:
 * split on dots, each part's leading digits as a number (none is 0), one leading v ignored; arrays
 * compare part by part. An immutable function of migration 0018, indexed.
 */
const versionKey = sql`toolbox_version_key(${software.version})`;

/** The only place with software queries. */
export class SoftwareRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One page, newest upload first unless ordered by version or name. */
  async page(query: SoftwareListQuery): Promise<{ rows: SoftwareListRow[]; total: number }> {
    const conditions: SQL[] = [];
    const tsQuery = query.search ? prefixTsQuery(query.search) : null;
    if (tsQuery) conditions.push(sql`${software.search} @@ to_tsquery('simple', ${tsQuery})`);
    if (query.category) conditions.push(eq(software.category, query.category));
    const machine = query.machineId ? linkedToMachine(software.machineIds, query.machineId) : null;
    if (machine) conditions.push(machine.where);
    const where = conditions.length ? and(...conditions) : undefined;
    const direction = query.order === 'asc' ? asc : desc;
    const order =
      query.sort === 'version'
        ? [sql`${versionKey} ${sql.raw(query.order)}`, desc(software.uploadDate)]
        : query.sort === 'name'
          ? [direction(sql`lower(${software.name})`), desc(software.uploadDate)]
          : [direction(software.uploadDate)];
    return this.totals.page(
      'software',
      query,
      (listVersion) =>
        this.db
          .select({ ...listColumns, listVersion })
          .from(software)
          .where(where)
          .orderBy(...(machine ? [machine.order] : []), ...order, desc(software.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) => this.db.select({ n: count(), listVersion }).from(software).where(where),
    );
  }

  async findById(id: string): Promise<SoftwareRow | undefined> {
    const [row] = await this.db
      .select(softwareColumns)
      .from(software)
      .where(eq(software.id, id))
      .limit(1);
    return row;
  }

  /** Changes the given fields; answers whether the package exists. */
  async update(tx: Transaction, id: string, changes: Partial<NewSoftwareRow>): Promise<boolean> {
    const rows = await tx
      .update(software)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(software.id, id))
      .returning({ id: software.id });
    return rows.length > 0;
  }

  async insert(tx: Transaction, row: NewSoftwareRow): Promise<void> {
    await tx.insert(software).values(row);
  }

  /** Deletes the package; answers its storage key, or null when there was none. */
  /** Deletes the package in the caller's transaction; answers its file's key. */
  async delete(tx: Transaction, id: string): Promise<string | null> {
    const [row] = await tx
      .delete(software)
      .where(eq(software.id, id))
      .returning({ filePath: software.filePath });
    return row?.filePath ?? null;
  }

  categoryCounts(): Promise<{ name: string; count: number }[]> {
    return this.db
      .select({ name: software.category, count: count() })
      .from(software)
      .groupBy(software.category)
      .orderBy(desc(count()), asc(software.category))
      .limit(500);
  }
}
