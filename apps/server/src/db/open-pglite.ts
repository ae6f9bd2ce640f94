import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, DatabaseOptions } from './client';
import { migrationsPending } from './migrations-pending';
import { PgliteThread } from './pglite-thread';
import { pgliteUpkeep } from './pglite-upkeep';
import { queryLogger } from './query-logger';
import * as schema from './schema';

/**
 * PostgreSQL's settings for PGlite, as `postgres` takes them on its command line. PGlite's memory
 * is WebAssembly memory, which grows and never shrinks: every page PostgreSQL touches once stays
 * in the server's resident memory for good, so its caches are kept small (decision 031). The
 * shared buffers (128 MB by PostgreSQL's default, 32 MB before) are 16 MB; the operating system's
 * page cache holds the data files as well. VACUUM's working memory is 16 MB (64 MB by default),
 * and temporary tables, which Toolbox does not use, get 1 MB.
 */
export const PGLITE_START_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=1MB',
  // A WAL segment the upkeep is done with is deleted, not kept under a new name for reuse with
  // the replaced rows still in it (db/pglite-upkeep.ts); a new one is not filled with zeros first.
  '-c',
  'wal_recycle=off',
  '-c',
  'wal_init_zero=off',
];

/**
 * PGlite in `dataDir` (in memory without one), on a thread of its own so that PostgreSQL's work
 * does not hold up the server's (issue #19 item 2, decision 022).
 */
export async function openPglite(
  options: DatabaseOptions & { kind: 'pglite' },
): Promise<DatabaseHandle> {
  // PGlite needs the parent folder to exist.
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const created = !options.dataDir || !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  let thread = await migrated(options);
  if (created && options.dataDir) {
    // Creating the database (initdb, then every migration) leaves some 500 MB of WebAssembly
    // memory and garbage in its thread that V8 gives back late or never; a fresh thread on the
    // new database starts clean (issue #19 item 10).
    await thread.close();
    thread = await migrated(options);
  }
  // Drizzle's PGlite driver uses only `query` and `transaction`, which the thread offers.
  const client = thread as unknown as PGlite;
  const db = drizzle(client, { schema, logger: queryLogger(options) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await thread.query('select 1');
    },
    upkeep: (upkeepOptions) => pgliteUpkeep((sql) => thread.query(sql), upkeepOptions),
    close: () => thread.close(),
    writes: () => thread.writes(),
    observe: ({ query }) => {
      thread.onQueryTime = query;
    },
  };
}

/** PGlite started on its thread with every migration applied. */
async function migrated(options: DatabaseOptions & { kind: 'pglite' }): Promise<PgliteThread> {
  const thread = await PgliteThread.start(options.dataDir, options.template, PGLITE_START_PARAMS);
  try {
    if (await migrationsPending((sql) => thread.query(sql), options.migrationsDir)) {
      await migrate(drizzle(thread as unknown as PGlite, { schema }), {
        migrationsFolder: options.migrationsDir,
      });
    }
    return thread;
  } catch (error) {
    await thread.close();
    throw error;
  }
}
