import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/backup';
import { runRestore } from '../src/cli/backup';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { pgliteUpkeep } from '../src/db/pglite-upkeep';
import { selectRows } from '../src/db/rows';
import { runFirebaseImport } from '../src/import/firebase/run';
import { databaseOptions } from '../src/installation';
import { serverSweeps, startSweeps } from '../src/sweeps';
import { buildAppOn, configIn } from './build-app';
import { createTestContext, ON_DISK_TIMEOUT_MS, testDatabaseKind } from './helpers';

// PGlite runs no autovacuum: rows a write replaced stay in its files, and the planner has no
// statistics, unless the server does that upkeep itself (docs/operations.md).

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-upkeep-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The files under `folder` whose bytes hold `text`, by their path inside it. */
function filesHolding(folder: string, text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && fs.readFileSync(file).includes(text)) {
        found.push(path.relative(folder, file));
      }
    }
  };
  walk(folder);
  return found;
}

/** The planner's row count of `table`: -1 while it was never vacuumed or analyzed. */
async function plannedRows(database: DatabaseHandle, table: string): Promise<number> {
  const [row] = await selectRows<{ reltuples: number }>(
    database.db,
    sql`select reltuples from pg_class where oid = ${table}::regclass`,
  );
  return Number(row?.reltuples);
}

/** The embedded database of a data folder, opened as the server opens it. */
const openIn = (dataDir: string) => openDatabase(databaseOptions(configIn(dataDir)));

describe.skipIf(testDatabaseKind === 'postgres')('upkeep of the embedded database', () => {
  it(
    'the server’s clean-ups leave no replaced password hash in the data files',
    async () => {
      const dataDir = path.join(tmp, 'sweeps');
      const config = configIn(dataDir);
      const database = await openDatabase(databaseOptions(config));
      const { app, services } = await buildAppOn(config, database);
      const replaced = `$firebase-scrypt$replaced-${crypto.randomBytes(16).toString('hex')}`;
      try {
        await database.db.execute(
          sql`insert into users (id, email) values ('u-upkeep', 'upkeep@example.com')`,
        );
        await database.db.execute(
          sql`insert into accounts (id, account_id, provider_id, user_id, password)
            values ('a-upkeep', 'u-upkeep', 'credential', 'u-upkeep', ${replaced})`,
        );
        // The user signs in and Toolbox re-hashes the password.
        await database.db.execute(
          sql`update accounts set password = '$argon2id$the-new-hash' where id = 'a-upkeep'`,
        );
        const done: string[] = [];
        const sweeps = serverSweeps(services, database.db, database.upkeep);
        const running = startSweeps(sweeps, app.log, undefined, {
          sweep: (name) => void done.push(name),
        });
        try {
          while (done.length < sweeps.length)
            await new Promise((resolve) => setTimeout(resolve, 20));
        } finally {
          await running.stop();
        }
      } finally {
        await app.close();
        await database.close();
      }
      expect(filesHolding(path.join(dataDir, 'db'), replaced)).toEqual([]);
      const reopened = await openIn(dataDir);
      try {
        expect(await plannedRows(reopened, 'accounts')).toBe(1);
      } finally {
        await reopened.close();
      }
    },
    ON_DISK_TIMEOUT_MS,
  );

  it(
    'runs after an import, so the planner knows the imported rows',
    async () => {
      const dataDir = path.join(tmp, 'import');
      const users = path.join(tmp, 'users.json');
      const account = (i: number) => ({
        localId: `fb-upkeep-${i}`,
        email: `upkeep${i}@example.com`,
        createdAt: '1600000000000',
      });
      fs.writeFileSync(users, JSON.stringify({ users: [account(1), account(2), account(3)] }));
      const output: string[] = [];
      const code = await runFirebaseImport(['--auth', users, '--data-dir', dataDir], {}, (line) =>
        output.push(line),
      );
      expect(code, output.join('\n')).toBe(0);
      const database = await openIn(dataDir);
      try {
        expect(await plannedRows(database, 'users')).toBe(3);
      } finally {
        await database.close();
      }
    },
    ON_DISK_TIMEOUT_MS,
  );

  it(
    'runs after a restore',
    async () => {
      const t = await createTestContext();
      const archive = path.join(tmp, 'backup.tar');
      try {
        await t.createUser({ email: 'restored-1@example.com' });
        await t.createUser({ email: 'restored-2@example.com' });
        await writeBackup(t, fs.createWriteStream(archive));
      } finally {
        await t.close();
      }
      const dataDir = path.join(tmp, 'restored');
      const lines: string[] = [];
      const code = await runRestore([archive], { DATA_DIR: dataDir }, (line) => lines.push(line));
      expect(code, lines.join('\n')).toBe(0);
      const database = await openIn(dataDir);
      try {
        expect(await plannedRows(database, 'users')).toBe(2);
      } finally {
        await database.close();
      }
    },
    ON_DISK_TIMEOUT_MS,
  );
});

describe.skipIf(testDatabaseKind === 'postgres')('a round of upkeep with nothing to do', () => {
  it(
    'reads the statistics and nothing more once every table is clean and analyzed',
    async () => {
      const database = await openIn(path.join(tmp, 'quiet'));
      try {
        const statements: string[] = [];
        const recording = async <T>(statement: string) => {
          statements.push(statement.trim().split(/\s+/)[0]!.toLowerCase());
          const rows = await selectRows<Record<string, unknown>>(database.db, sql.raw(statement));
          return { rows: rows as T[] };
        };
        const upkeep = () => pgliteUpkeep(recording);
        // The first round finds a new database never analyzed; the second finds nothing.
        await upkeep();
        expect(statements).toContain('vacuum');
        statements.length = 0;
        expect(await upkeep()).toBe(0);
        expect(statements).toEqual(['select']);
      } finally {
        await database.close();
      }
    },
    ON_DISK_TIMEOUT_MS,
  );
});
