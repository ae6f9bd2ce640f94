import crypto from 'node:crypto';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, DatabaseHandle } from '../db/client';
import { selectRows } from '../db/rows';
import type { Storage } from '../lib/storage/storage';
import { BACKUP_PREFIXES, hashing, MANIFEST_ENTRY, sha256Hex, type BackupManifest } from './backup';
import { backupTables, migrationCount, quoted } from './tables';
import { readAll } from '../lib/read-all';

/** Rows inserted per statement. */
const BATCH_ROWS = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A restore refused: what is wrong, in a sentence for the person running it. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/**
 * Restores an archive of writeBackup into `target`, whose database (migrated) and storage must
 * be empty (issue #21 item 6). Rows are written in one transaction that commits only once every
 * table's and file's SHA-256 matches the manifest and the database has every migration the
 * archive's had; otherwise nothing stays: the transaction rolls back and the files written are
 * removed. The archive may come from PGlite or PostgreSQL, whichever the target is.
 */
export async function restoreBackup(
  target: { database: DatabaseHandle; storage: Storage },
  input: Readable,
): Promise<BackupManifest> {
  const { db } = target.database;
  await assertEmpty(db, target.storage);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const known = new Map((await backupTables(tx)).map((table) => [table.name, table]));
      const tables = new Map<string, { rows: number; sha256: string }>();
      const files = new Map<string, { size: number; sha256: string }>();
      let manifest: BackupManifest | null = null;
      const extract = tar.extract();
      input.on('error', (error) => extract.destroy(error));
      input.pipe(extract);
      for await (const entry of extract) {
        const name = entry.header.name;
        if (name === MANIFEST_ENTRY) {
          manifest = JSON.parse((await readAll(entry)).toString('utf8')) as BackupManifest;
        } else if (name.startsWith('database/') && name.endsWith('.jsonl')) {
          const table = name.slice('database/'.length, -'.jsonl'.length);
          if (!known.has(table))
            throw new RestoreError(`The archive has an unknown table: ${table}`);
          tables.set(table, await insertRows(tx, table, entry));
        } else if (name.startsWith('files/')) {
          const key = name.slice('files/'.length);
          // Only where published files live, which the target was checked empty under.
          if (!BACKUP_PREFIXES.some((prefix) => key.startsWith(prefix))) {
            throw new RestoreError(`The archive has a file outside the stored files: ${key}`);
          }
          const seen = { hash: crypto.createHash('sha256'), size: 0 };
          written.push(key);
          await target.storage.put(key, entry.pipe(hashing(seen)));
          files.set(key, { size: seen.size, sha256: sha256Hex(seen.hash) });
        } else {
          throw new RestoreError(`The archive has an unexpected entry: ${name}`);
        }
      }
      if (!manifest || manifest.format !== 'toolbox-backup') {
        throw new RestoreError('This is not a Toolbox backup, or it was cut short (no manifest).');
      }
      checkAgainst(manifest, tables, files);
      const migrations = await migrationCount(tx);
      if (manifest.migrations > migrations) {
        throw new RestoreError(
          `The backup was made by a newer Toolbox (${manifest.migrations} migrations; this one has ${migrations}). Restore it with that version.`,
        );
      }
      for (const table of tables.keys()) {
        await tx.execute(sql`alter table ${quoted(table)} enable trigger user`);
      }
      await resetSequences(tx);
      return manifest;
    });
  } catch (error) {
    for (const key of written) await target.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Refuses a target that holds anything: a restore never mixes two installations. */
async function assertEmpty(db: Database, storage: Storage): Promise<void> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select (select count(*) from users) + (select count(*) from machines)
      + (select count(*) from documents) + (select count(*) from software) as n`,
  );
  if (Number(row?.n ?? 0) > 0) {
    throw new RestoreError('The database is not empty: restore into a new, empty one.');
  }
  for (const prefix of BACKUP_PREFIXES) {
    for await (const object of storage.list(prefix)) {
      throw new RestoreError(
        `The storage is not empty (${object.key}): restore into an empty one.`,
      );
    }
  }
}

/** Inserts a table's rows (JSON lines) with its own triggers off; answers its count and hash. */
async function insertRows(tx: Transaction, table: string, entry: Readable) {
  const hash = crypto.createHash('sha256');
  // Its own triggers (list counters) stay off: the archive holds the counters as they were. What
  // migrations seeded (a list's counter row) gives way to what the archive holds.
  await tx.execute(sql`alter table ${quoted(table)} disable trigger user`);
  await tx.execute(sql`delete from ${quoted(table)}`);
  // Generated columns (a search vector) are made again from the others, never inserted.
  const insertable = new Set(
    (
      await selectRows<{ name: string }>(
        tx as unknown as Database,
        sql`select attname::text as name from pg_attribute
          where attrelid = ${`"${table}"`}::regclass and attnum > 0 and not attisdropped
            and attgenerated = ''`,
      )
    ).map((column) => column.name),
  );
  let rows = 0;
  let batch: string[] = [];
  let columns: string[] | null = null;
  const flush = async () => {
    if (batch.length === 0) return;
    columns ??= Object.keys(JSON.parse(batch[0]!) as Record<string, unknown>).filter((column) =>
      insertable.has(column),
    );
    const list = sql.join(
      columns.map((column) => quoted(column)),
      sql`, `,
    );
    await tx.execute(sql`insert into ${quoted(table)} (${list})
      select ${list} from json_populate_recordset(null::${quoted(table)}, ${`[${batch.join(',')}]`}::json)`);
    batch = [];
  };
  for await (const line of readline.createInterface({ input: entry, crlfDelay: Infinity })) {
    hash.update(`${line}\n`);
    if (line === '') continue;
    batch.push(line);
    rows += 1;
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return { rows, sha256: sha256Hex(hash) };
}

/** Throws unless every table and file is the manifest's, count and hash. */
export function checkAgainst(
  manifest: BackupManifest,
  tables: Map<string, { rows: number; sha256: string }>,
  files: Map<string, { size: number; sha256: string }>,
): void {
  for (const table of manifest.tables) {
    const got = tables.get(table.name);
    if (!got || got.rows !== table.rows || got.sha256 !== table.sha256) {
      throw new RestoreError(`Table ${table.name} does not match the backup's manifest.`);
    }
  }
  for (const file of manifest.files) {
    const got = files.get(file.key);
    if (!got || got.size !== file.size || got.sha256 !== file.sha256) {
      throw new RestoreError(`File ${file.key} does not match the backup's manifest.`);
    }
  }
  if (tables.size !== manifest.tables.length || files.size !== manifest.files.length) {
    throw new RestoreError('The archive holds entries its manifest does not name.');
  }
}

/** Sets each serial column's sequence past the highest id restored. */
async function resetSequences(tx: Transaction): Promise<void> {
  const serials = await selectRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await tx.execute(sql`select setval(
      pg_get_serial_sequence(${`"${table}"`}, ${column}),
      coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`);
  }
}
