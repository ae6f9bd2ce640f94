import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; migrationsDir: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir: string | undefined; migrationsDir: string }
) & {
  /** Told the SQL of every query the app runs (tests that count round trips). */
  onQuery?: (sql: string) => void;
};

/** PostgreSQL's own cache inside PGlite (decision 022). */
const PGLITE_SHARED_BUFFERS = '32MB';

// Any fixed number works; replicas starting together take turns applying migrations.
const MIGRATION_LOCK_KEY = 7_260_311;

function queryLogger({ onQuery }: DatabaseOptions) {
  return onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // A database that does not answer fails requests in seconds (503), not at the TCP timeout.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 3000,
    });
    // An idle connection that the server drops (restart, failover, admin command) must not crash
    // the process: the pool discards it, and the next query opens a new one or fails with a 503.
    pool.on('error', () => {});
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: options.migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  // PGlite's PostgreSQL would keep 128 MB of shared buffers in the server's own memory; the
  // operating system's page cache holds the data files as well (issue #19 item 10).
  const pgliteOptions = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  let client: PGlite;
  if (options.dataDir) {
    // PGlite needs the parent folder to exist.
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir, pgliteOptions);
  } else {
    client = new PGlite(pgliteOptions);
  }
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), {
    migrationsFolder: options.migrationsDir,
  });
  const pgliteDb = drizzlePglite(client, { schema, logger: queryLogger(options) });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
