import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, DatabaseHandle } from '../db/client';
import { selectRows } from '../db/rows';
import type { Storage } from '../lib/storage/storage';
import { PRIVATE_FOLDER_MODE } from '../lib/private-modes';
import { backupTables, migrationCount, quoted, type BackupTable } from './tables';

/** What an archive holds, written last into it as `manifest.json`. */
export type BackupManifest = {
  format: 'toolbox-backup';
  version: 1;
  createdAt: string;
  /** The database it was taken from; it restores onto either. */
  database: 'pglite' | 'postgres';
  /** Migrations the database had: a restore needs a Toolbox that has at least these. */
  migrations: number;
  /** Each table's rows, one JSON object a line, under `database/<name>.jsonl`. */
  tables: { name: string; rows: number; sha256: string }[];
  /** Each stored file, under `files/<key>`. */
  files: { key: string; size: number; sha256: string }[];
};

/** The storage prefixes of published files (docs/product.md#storage-paths). */
export const BACKUP_PREFIXES = ['documents/', 'software/', 'images/'] as const;

/** Rows read per query of a table's dump. */
const PAGE_ROWS = 2000;
/** How long a backup's hold on file removals lasts unless renewed (a dead backup lets go). */
const HOLD_MS = 10 * 60_000;

export const tableEntry = (name: string) => `database/${name}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;
export const MANIFEST_ENTRY = 'manifest.json';

export const sha256Hex = (hash: crypto.Hash) => hash.digest('hex').toUpperCase();

/** The stream passed through, its bytes hashed and counted into `into`. */
export function hashing(into: { hash: crypto.Hash; size: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      into.hash.update(chunk);
      into.size += chunk.length;
      callback(null, chunk);
    },
  });
}

/**
 * Writes a consistent archive of `source` to `output` while the server runs (issue #21 item 6):
 * every table read in one snapshot (repeatable read), then every stored file, then a manifest of
 * row counts and SHA-256 hashes. While it runs no stored file is removed, so each record of the
 * snapshot finds its file; a removal due meanwhile is left to a later sweep.
 */
export async function writeBackup(
  source: { database: DatabaseHandle; storage: Storage },
  output: Writable,
): Promise<BackupManifest> {
  const { db } = source.database;
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'toolbox-backup-'));
  await fsp.chmod(workDir, PRIVATE_FOLDER_MODE);
  const hold = await holdRemovals(db);
  try {
    const { tables, migrations } = await dumpTables(db, workDir);
    const files: BackupManifest['files'] = [];
    const pack = tar.pack();
    const written = pipeline(pack, output);
    // A reader that goes away (the command stopped) must not become an unhandled rejection
    // while an entry is written; it is thrown below, or the next entry fails.
    written.catch(() => undefined);
    for (const table of tables) {
      const file = path.join(workDir, `${table.name}.jsonl`);
      const { size } = await fsp.stat(file);
      await addEntry(pack, tableEntry(table.name), size, fs.createReadStream(file));
    }
    for (const prefix of BACKUP_PREFIXES) {
      for await (const object of source.storage.list(prefix)) {
        const seen = { hash: crypto.createHash('sha256'), size: 0 };
        const body = (await source.storage.get(object.key)).pipe(hashing(seen));
        await addEntry(pack, fileEntry(object.key), object.size, body);
        if (seen.size !== object.size) throw new Error(`${object.key} changed while it was read`);
        files.push({ key: object.key, size: object.size, sha256: sha256Hex(seen.hash) });
      }
    }
    const manifest: BackupManifest = {
      format: 'toolbox-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: source.database.kind,
      migrations,
      tables: tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
      files,
    };
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, MANIFEST_ENTRY, json.length, null, json);
    pack.finalize();
    await written;
    return manifest;
  } finally {
    await hold.release();
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

/** Adds one entry of `size` bytes, from `body` (or `bytes`), waiting until the archive took it. */
function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: Readable | null,
  bytes?: Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) =>
      error ? reject(error) : resolve(),
    );
    if (body) pipeline(body, entry).catch(reject);
    else entry.end(bytes);
  });
}

/**
 * Holds file removals for the backup's length, renewed while it runs. Each backup has a hold of
 * its own: two at once never end each other's.
 */
async function holdRemovals(db: Database) {
  const name = `backup:${crypto.randomUUID()}`;
  const renew = () =>
    db.execute(sql`insert into maintenance_holds (name, until)
      values (${name}, now() + ${HOLD_MS} * interval '1 millisecond')
      on conflict (name) do update set until = excluded.until`);
  await renew();
  const timer = setInterval(() => void renew().catch(() => undefined), HOLD_MS / 4);
  timer.unref();
  return {
    release: async () => {
      clearInterval(timer);
      await db.execute(sql`delete from maintenance_holds where name = ${name} or until < now()`);
    },
  };
}

/**
 * Every table's rows in one snapshot, each to `<dir>/<table>.jsonl` in primary-key order (so the
 * same data always makes the same file, whichever database it came from), timestamps in UTC.
 */
async function dumpTables(db: Database, dir: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local timezone to 'UTC'`);
    const migrations = await migrationCount(tx);
    const tables: (BackupTable & { rows: number; sha256: string })[] = [];
    for (const table of await backupTables(tx)) {
      const out = fs.createWriteStream(path.join(dir, `${table.name}.jsonl`), { mode: 0o600 });
      const hash = crypto.createHash('sha256');
      let rows = 0;
      let after: unknown[] | null = null;
      for (;;) {
        const page: { row: string; [key: string]: unknown }[] = await selectRows(
          tx as unknown as Database,
          pageOf(table, after),
        );
        for (const { row } of page) {
          const line = `${row}\n`;
          hash.update(line);
          if (!out.write(line))
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
        rows += page.length;
        if (page.length < PAGE_ROWS) break;
        const last = page[page.length - 1]!;
        after = table.key.map((_, i) => last[`k${i}`]);
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      tables.push({ ...table, rows, sha256: sha256Hex(hash) });
    }
    return { tables, migrations };
  });
}

/** The next page of `table` after the key `after` (the first page without it), by its index. */
function pageOf(table: BackupTable, after: unknown[] | null): SQL {
  const keyList = sql.join(
    table.key.map((column) => sql`t.${quoted(column)}`),
    sql`, `,
  );
  const selectKeys = sql.join(
    table.key.map((column, i) => sql`t.${quoted(column)}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  // A key read back as text is cast to its column's type (from the catalogue, never input).
  const where = after
    ? sql`where (${keyList}) > (${sql.join(
        after.map((value, i) => sql`${value}::${sql.raw(table.keyTypes[i]!)}`),
        sql`, `,
      )})`
    : sql``;
  return sql`select row_to_json(t)::text as row, ${selectKeys}
    from ${quoted(table.name)} t ${where}
    order by ${keyList} limit ${PAGE_ROWS}`;
}
