import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, DatabaseOptions } from './client';
import { migrationsPending } from './migrations-pending';
import { PGLITE_START_PARAMS, PgliteThread } from './pglite-thread';
import { pgliteUpkeep } from './pglite-upkeep';
import { queryLogger } from './query-logger';
import * as schema from './schema';

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
  return pgliteHandle(thread, thread, options);
}

/**
 * PGlite on an existing data folder whose thread was spawned already (`PgliteThread.spawn`),
 * answered at once so that the server is built while PostgreSQL opens: `opened` settles when it
 * is up with every migration applied, or with why it is not (the thread is closed then). The
 * app's queries made before that wait for it; only the migrations go first.
 */
export function pgliteOpening(
  spawned: { thread: PgliteThread; ready: Promise<void> },
  options: DatabaseOptions & { kind: 'pglite' },
): { database: DatabaseHandle; opened: Promise<void> } {
  const { thread, ready } = spawned;
  const opened = ready
    .then(() => migrateIfPending(thread, options))
    .catch(async (error: unknown) => {
      await thread.close();
      throw error;
    });
  let waitFor: Promise<void> | undefined = opened;
  opened.then(
    () => (waitFor = undefined),
    () => {},
  );
  const afterOpening: Pick<PgliteThread, 'query' | 'transaction'> = {
    query: (...args) =>
      waitFor ? waitFor.then(() => thread.query(...args)) : thread.query(...args),
    transaction: (work) =>
      waitFor ? waitFor.then(() => thread.transaction(work)) : thread.transaction(work),
  };
  return { database: pgliteHandle(thread, afterOpening, options), opened };
}

/** The handle on `thread`; the app's Drizzle sends its queries through `client`. */
function pgliteHandle(
  thread: PgliteThread,
  client: Pick<PgliteThread, 'query' | 'transaction'>,
  options: DatabaseOptions,
): DatabaseHandle {
  // Drizzle's PGlite driver uses only `query` and `transaction`, which the thread offers.
  const db = drizzle(client as unknown as PGlite, { schema, logger: queryLogger(options) });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    upkeep: (upkeepOptions) => pgliteUpkeep((sql) => client.query(sql), upkeepOptions),
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
    await migrateIfPending(thread, options);
    return thread;
  } catch (error) {
    await thread.close();
    throw error;
  }
}

async function migrateIfPending(thread: PgliteThread, options: DatabaseOptions): Promise<void> {
  if (await migrationsPending((sql) => thread.query(sql), options.migrationsDir)) {
    await migrate(drizzle(thread as unknown as PGlite, { schema }), {
      migrationsFolder: options.migrationsDir,
    });
  }
}
