import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { loadConfig } from '../src/env';
import { createPostgresDatabase } from './helpers';

// Opening an up-to-date database checks its migrations with one query; the SQL files are read
// only when one is missing.

const migrationsDir = loadConfig({}).migrationsDir;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-migrations-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A migrations folder holding drizzle-kit's journal only, with `extra` entries added. */
function journalOnly(name: string, extra: { when: number; tag: string }[] = []) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: object[] };
  journal.entries.push(...extra.map((e, i) => ({ idx: 1000 + i, version: '7', ...e })));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

describe('migrations at start', () => {
  it('an up-to-date database opens without reading the SQL files; a new one is read', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : null;
    const dataDir = path.join(tmp, 'db');
    const options = (dir: string): DatabaseOptions =>
      postgres
        ? { kind: 'postgres', url: postgres.url, migrationsDir: dir }
        : { kind: 'pglite', dataDir, migrationsDir: dir };
    try {
      await (await openDatabase(options(migrationsDir))).close();

      const reopened = await openDatabase(options(journalOnly('current')));
      await reopened.close();

      // A migration the database lacks sends it to the migrator, which reads the files.
      const newer = journalOnly('newer', [{ when: Date.now(), tag: '9999_not_written' }]);
      await expect(openDatabase(options(newer))).rejects.toThrow(/No file/);
    } finally {
      await postgres?.drop();
    }
  }, 180_000);
});
