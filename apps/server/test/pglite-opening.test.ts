import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteOpening } from '../src/db/open-pglite';
import { PGLITE_START_PARAMS, PgliteThread } from '../src/db/pglite-thread';
import { selectRows } from '../src/db/rows';
import { loadConfig } from '../src/env';
import { migratedDataDir } from './data-folders';
import { testDatabaseKind } from './helpers';

// A start on an existing data folder builds the server while PGlite opens on its thread
// (installation.ts): what the app asks before PGlite is open waits for it, migrations included.

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The product's migrations, and one more that makes the table `opening_probe`. */
function migrationsWithOneMore(root: string, sqlText: string | null): string {
  const dir = path.join(root, 'migrations');
  fs.cpSync(loadConfig({}).migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: object[] };
  const tag = '9999_opening_probe';
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now(),
    tag,
    breakpoints: true,
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  if (sqlText !== null) fs.writeFileSync(path.join(dir, `${tag}.sql`), sqlText);
  return dir;
}

function opening(migrationsDir: string) {
  const root = migratedDataDir('toolbox-opening-');
  folders.push(root);
  const dataDir = path.join(root, 'db');
  return pgliteOpening(PgliteThread.spawn(dataDir, undefined, PGLITE_START_PARAMS), {
    kind: 'pglite',
    dataDir,
    migrationsDir,
  });
}

describe.skipIf(testDatabaseKind === 'postgres')('PGlite opening while the server is built', () => {
  it('holds a query sent at once until the pending migration has run', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-opening-migrations-'));
    folders.push(root);
    const { database, opened } = opening(
      migrationsWithOneMore(root, 'CREATE TABLE "opening_probe" ("id" integer);'),
    );
    try {
      // Sent before PGlite is up: without the wait it would reach PostgreSQL ahead of the
      // migration, and find no such table.
      const early = selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from opening_probe`,
      );
      await opened;
      expect(await early).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says why a folder could not be opened, and the queries waiting fail with it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-opening-migrations-'));
    folders.push(root);
    // The journal names a migration whose file is missing.
    const { database, opened } = opening(migrationsWithOneMore(root, null));
    const early = selectRows(database.db, sql`select 1`);
    await expect(opened).rejects.toThrow(/No file/);
    // Drizzle names the query, and gives the reason as the cause.
    const failure = (await early.catch((error: unknown) => error)) as Error;
    expect((failure.cause as Error).message).toMatch(/No file/);
  }, 60_000);
});
