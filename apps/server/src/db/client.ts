import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { UpkeepOptions } from './pglite-upkeep';
import type { QueryListener } from './query-logger';

export type Schema = typeof schema;
/** The Drizzle handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Tells `listener` each query's time (for /metrics). */
  observe?(listener: { query: (seconds: number) => void }): void;
  /**
   * PGlite only: VACUUM, ANALYZE and a checkpoint, which PostgreSQL's autovacuum and checkpointer
   * do by themselves (db/pglite-upkeep.ts); answers the dead row versions counted before.
   */
  upkeep?: (options?: UpkeepOptions) => Promise<number>;
  /**
   * PGlite only: how many writes have begun or ended so far (db/pglite-thread.ts). This process
   * is the database's only writer, so answers read while it stands still stay exact until it
   * moves (db/until-next-write.ts). PostgreSQL has other writers and no such count.
   */
  writes?: () => number;
  /** The PostgreSQL pool's connections by state; PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; migrationsDir: string }
  /**
   * `dataDir` undefined means in memory (tests); `template`, a data folder as PGlite's
   * `dumpDataDir` writes it (a tar), is what an in-memory database starts from instead of empty.
   */
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      migrationsDir: string;
      template?: Uint8Array;
    }
) & {
  /** Told the SQL of every query the app runs (tests that count round trips). */
  onQuery?: QueryListener;
};

/**
 * Opens the database and applies the committed migrations. Each kind's driver is loaded only
 * when it is the one configured: PGlite's engine or `pg` alone costs megabytes of memory that the
 * other kind never uses (issue #19 item 10).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? (await import('./open-postgres')).openPostgres(options)
    : (await import('./open-pglite')).openPglite(options);
}
