import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * `dir` (made if missing) with its embedded database already created and migrated, as a copy of
 * the run's template (global-setup.ts), unless it holds one already. A server or a command then
 * started on it skips PGlite's initdb and the migrations, most of what a first start costs. A test
 * about the first start itself takes an empty folder instead. On the PostgreSQL run the folder
 * stays as it is: the database lives on the server.
 */
export function withMigratedDatabase(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const template = inject('pgliteDataTemplate');
  const database = path.join(dir, 'db');
  if (template && !fs.existsSync(database)) fs.cpSync(template, database, { recursive: true });
  return dir;
}

/** A new folder under the system's temporary one, with a migrated database in it (as above). */
export function migratedDataDir(prefix: string): string {
  return withMigratedDatabase(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}
