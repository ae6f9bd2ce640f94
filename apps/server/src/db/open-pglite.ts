import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, DatabaseOptions } from './client';
import { queryLogger } from './query-logger';
import * as schema from './schema';

/** PostgreSQL's own cache inside PGlite (decision 022). */
const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite in `dataDir` (in memory without one), in this process. */
export async function openPglite(
  options: DatabaseOptions & { kind: 'pglite' },
): Promise<DatabaseHandle> {
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
  await migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsDir });
  const db = drizzle(client, { schema, logger: queryLogger(options) });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
