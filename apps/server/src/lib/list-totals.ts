import { sql, type SQL } from 'drizzle-orm';

/** The lists whose version a trigger raises on every write (migrations 0017 and 0021). */
export type ListName =
  | 'documents'
  | 'software'
  | 'users'
  | 'audit_log'
  | 'part_diagrams'
  | 'troubleshooting_guides'
  | 'document_acknowledgements'
  | 'machines';

/** A list's current version, as a column any query can select beside its rows. */
export const listVersion = (name: ListName): SQL.Aliased<string> =>
  sql<string>`(select version from list_versions where name = ${name})::text`.as('list_version');

/** A row read with its list's version beside it. */
export type Versioned = { listVersion: string | null };

/** Query fields that change which rows a page shows, never how many match. */
const PAGING = new Set(['page', 'pageSize', 'sort', 'order']);

/** How many totals are kept at most; the oldest goes first. */
const MAX_ENTRIES = 2000;

/**
 * Each list's total per filter, kept while the list's version stands (decision 022): a page
 * costs one query when its total is known, and any write to the list's tables, on any replica,
 * raises the version the next page reads, so no total outlives the rows it counted.
 */
export class ListTotals {
  private readonly totals = new Map<string, { version: string; total: number }>();

  /**
   * One page of `list` for `query` with its total (which its paging and sort do not change). `rows` reads the page with the list's
   * version beside each row; `count` counts the rows with the version beside it (one statement,
   * so the two agree).
   */
  async page<Row extends Versioned>(
    list: ListName,
    query: object,
    rows: (version: SQL.Aliased<string>) => Promise<Row[]>,
    count: (version: SQL.Aliased<string>) => Promise<{ n: number; listVersion: string | null }[]>,
  ): Promise<{ rows: Omit<Row, 'listVersion'>[]; total: number }> {
    const filters = Object.entries(query).filter(([name]) => !PAGING.has(name));
    const key = `${list}\u0000${JSON.stringify(filters)}`;
    const page = await rows(listVersion(list));
    const version = page[0]?.listVersion;
    const known = this.totals.get(key);
    let total: number;
    if (version != null && known?.version === version) {
      total = known.total;
    } else {
      const [counted] = await count(listVersion(list));
      total = counted?.n ?? 0;
      if (counted?.listVersion != null) this.remember(key, counted.listVersion, total);
    }
    return { rows: page.map(({ listVersion: _v, ...row }) => row), total };
  }

  private remember(key: string, version: string, total: number): void {
    this.totals.delete(key);
    this.totals.set(key, { version, total });
    if (this.totals.size > MAX_ENTRIES) {
      const oldest = this.totals.keys().next().value;
      if (oldest !== undefined) this.totals.delete(oldest);
    }
  }
}
