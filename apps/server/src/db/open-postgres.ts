import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, DatabaseOptions } from './client';
import { migrationsPending } from './migrations-pending';
import { queryLogger } from './query-logger';
import * as schema from './schema';

// Any fixed number works; replicas starting together take turns applying migrations.
const MIGRATION_LOCK_KEY = 7_260_311;

/** PostgreSQL at `url`: a pool of ten, migrations applied under an advisory lock. */
export async function openPostgres(
  options: DatabaseOptions & { kind: 'postgres' },
): Promise<DatabaseHandle> {
  // A database that does not answer fails requests in seconds (503), not at the TCP timeout.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: 3000,
  });
  // An idle connection that the server drops (restart, failover, admin command) must not crash
  // the process: the pool discards it, and the next query opens a new one or fails with a 503.
  pool.on('error', () => {});
  let observeQuery: ((seconds: number) => void) | undefined;
  // Every query goes through a pooled client's `query`: with a promise (transactions) or with a
  // callback (the pool's own `query`, which Drizzle uses outside transactions).
  pool.on('connect', (connected) => {
    const query = connected.query.bind(connected) as (...args: unknown[]) => unknown;
    (connected as { query: unknown }).query = (...args: unknown[]) => {
      const observe = observeQuery;
      if (!observe) return query(...args);
      const started = performance.now();
      const done = () => observe((performance.now() - started) / 1000);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
      }
      const answer = query(...args);
      return answer instanceof Promise ? answer.finally(done) : answer;
    };
  });
  // Replicas started together migrate one at a time; an up-to-date database needs no lock.
  if (await migrationsPending((sql) => pool.query(sql), options.migrationsDir)) {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  }
  const db = drizzle(pool, { schema, logger: queryLogger(options) }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    observe: ({ query }) => {
      observeQuery = query;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
