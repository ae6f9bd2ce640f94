import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

/**
 * Tables a backup leaves out: counts that mean nothing elsewhere (rate limits), uploads still on
 * their way (their bytes are not published files), and the backup's own hold. The job queue
 * (schema `pgboss`) and the migrations' record (schema `drizzle`) are outside `public`.
 */
const LEFT_OUT = new Set(['rate_limits', 'pending_uploads', 'maintenance_holds']);

/** A table of the backup, with its primary key (the order its rows are written in) and types. */
export type BackupTable = { name: string; key: string[]; keyTypes: string[] };

/** What one query runs on: the database, or a transaction of it. */
type Queryable = Pick<Database, 'execute'>;

/**
 * The tables of schema `public` a backup holds, parents before the tables that refer to them, so
 * a restore inserts them in this order with every foreign key checked.
 */
export async function backupTables(db: Queryable): Promise<BackupTable[]> {
  const tables = await selectRows<{
    name: string;
    key: string[] | null;
    keyTypes: string[] | null;
  }>(
    db as Database,
    sql`select t.relname as name,
        (select array_agg(a.attname::text order by array_position(i.indkey, a.attnum))
           from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = t.oid and i.indisprimary) as key,
        (select array_agg(format_type(a.atttypid, a.atttypmod) order by array_position(i.indkey, a.attnum))
           from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = t.oid and i.indisprimary) as "keyTypes"
      from pg_class t
      where t.relnamespace = 'public'::regnamespace and t.relkind in ('r', 'p')
      order by t.relname`,
  );
  const references = await selectRows<{ child: string; parent: string }>(
    db as Database,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const kept = tables.filter((table) => !LEFT_OUT.has(table.name));
  const parents = new Map<string, Set<string>>(kept.map((table) => [table.name, new Set()]));
  for (const { child, parent } of references) {
    const name = (value: string) => value.replace(/^public\./, '').replace(/"/g, '');
    if (name(child) !== name(parent)) parents.get(name(child))?.add(name(parent));
  }
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < kept.length) {
    const ready = kept.filter(
      (table) =>
        !placed.has(table.name) &&
        [...parents.get(table.name)!].every((parent) => placed.has(parent) || !parents.has(parent)),
    );
    if (ready.length === 0) throw new Error('The tables refer to each other in a circle');
    for (const table of ready) {
      if (!table.key || !table.keyTypes) throw new Error(`Table ${table.name} has no primary key`);
      ordered.push({ name: table.name, key: table.key, keyTypes: table.keyTypes });
      placed.add(table.name);
    }
  }
  return ordered;
}

/** How many migrations the database has had (drizzle's record of them). */
export async function migrationCount(db: Queryable): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db as Database,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0);
}

/** `name` as an SQL identifier, double quotes doubled. */
export const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
