import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE } from '@toolbox/domain';
import { openDatabase } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { runFirebaseImport } from '../src/import/firebase/run';
import { databaseOptions } from '../src/installation';
import { serverSweeps, startSweeps } from '../src/sweeps';
import { buildAppOn, configIn } from './build-app';
import { writeFirebaseExport, type FirebaseExport } from './firebase-export';
import { createPostgresDatabase } from './helpers';

// What a later run of the import, and the server started on its data, leave of the first run:
// a users-only run touches only what the accounts export carries, and machines keep their ids.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-firebase-again-'));
const dataDir = path.join(folder, 'data');
const env: Record<string, string> = { DATA_DIR: dataDir };
let exported: FirebaseExport;
let drop = async () => {};

beforeAll(async () => {
  exported = await writeFirebaseExport(path.join(folder, 'export'), {
    users: 8,
    machines: 7,
    documents: 1,
    software: 1,
  });
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = created.url;
    drop = created.drop;
  }
  const output: string[] = [];
  await runFirebaseImport(exported.args, env, (line) => output.push(line));
  expect(output.join('\n')).toMatch(/users\s+7\s+0\s+0\s+1/);
}, 120_000);

afterAll(async () => {
  await drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The server's app on the imported data, for as long as `work` runs. */
async function withApp<T>(work: (opened: Awaited<ReturnType<typeof openApp>>) => Promise<T>) {
  const opened = await openApp();
  try {
    return await work(opened);
  } finally {
    await opened.app.close();
    await opened.database.close();
  }
}

async function openApp() {
  const config = configIn(dataDir, env);
  const database = await openDatabase(databaseOptions(config));
  const { app, services } = await buildAppOn(config, database);
  await app.ready();
  return { app, services, database };
}

type Profile = { id: string; role: string | null; team: string | null; status: string };

const profiles = () =>
  withApp(async ({ database }) =>
    selectRows<Profile & { display_name: string }>(
      database.db,
      sql`select id, role, team, status, display_name from users order by id`,
    ),
  );

describe('a users-only run after a full import', () => {
  it('changes only what the accounts export carries; a new account gets the first-login defaults', async () => {
    const before = await profiles();
    expect(before.map((user) => user.role)).toContain('Admin');
    expect(before.some((user) => user.status === 'inactive')).toBe(true);

    // A newer accounts export: one engineer renamed, one account new since the first export.
    const auth = JSON.parse(fs.readFileSync(exported.auth, 'utf8')) as {
      users: Record<string, unknown>[];
    };
    const renamed = exported.users[1]!.uid;
    const account = auth.users.find((user) => user.localId === renamed)!;
    account.displayName = 'Engineer One, renamed';
    auth.users.push({
      localId: 'fbNewcomer',
      email: 'newcomer@coffee-service.example',
      displayName: 'New Comer',
      createdAt: String(Date.UTC(2022, 0, 1)),
      providerUserInfo: [],
    });
    const newer = path.join(folder, 'users-newer.json');
    fs.writeFileSync(newer, JSON.stringify(auth));

    const output: string[] = [];
    await runFirebaseImport(['--auth', newer, '--hash-config', exported.hashConfig], env, (line) =>
      output.push(line),
    );
    const after = await profiles();
    const unchanged = (user: Profile & { display_name: string }) => {
      const { display_name: _name, ...rest } = user;
      return rest;
    };
    const known = new Set(before.map((user) => user.id));
    expect(after.filter((user) => known.has(user.id)).map(unchanged)).toEqual(
      before.map(unchanged),
    );
    expect(after.find((user) => user.id === renamed)?.display_name).toBe('Engineer One, renamed');
    expect(after.find((user) => user.id === 'fbNewcomer')).toMatchObject({
      role: DEFAULT_ROLE,
      team: null,
      status: 'active',
    });
  });
});

describe('the server started on imported data', () => {
  it('keeps a temp_ machine under its id, though its manufacturer and model give one', async () => {
    const temporary = Object.keys(
      (
        JSON.parse(fs.readFileSync(exported.firestore, 'utf8')) as {
          __collections__: { machines: Record<string, unknown> };
        }
      ).__collections__.machines,
    ).filter((id) => id.startsWith('temp_'));
    expect(temporary).toHaveLength(1);
    await withApp(async ({ app, services, database }) => {
      // The server's first round of clean-ups, to its end.
      const done: string[] = [];
      const sweeps = serverSweeps(services, database.db, database.upkeep);
      const running = startSweeps(sweeps, app.log, undefined, {
        sweep: (name) => void done.push(name),
      });
      try {
        while (done.length < sweeps.length) await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        await running.stop();
      }
      const ids = await selectRows<{ id: string }>(
        database.db,
        sql`select id from machines order by id`,
      );
      expect(ids.map((row) => row.id)).toContain(temporary[0]);
    });
  });
});
