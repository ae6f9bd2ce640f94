import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSweeps, startSweeps } from '../src/sweeps';
import { createTestContext } from './helpers';
import { freePort, spawnServer } from './spawn-server';
import { migratedDataDir } from './data-folders';

/**
 * docs/product.md#sec-sweeps: the clean-ups (unfinished uploads past their expiry, stored files no
 * record refers to) run as the server starts, then on their schedule, and leave what is still in
 * use alone; temporary machines keep their ids.
 */
const dataDir = migratedDataDir('toolbox-sweeps-');
let server: ChildProcess | undefined;
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `toolbox_sweeps_${crypto.randomBytes(6).toString('hex')}`;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  if (adminUrl) await admin(`create database ${databaseName}`);
});
afterAll(async () => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`);
});

const DAY_MS = 24 * 3600_000;

/**
 * An unfinished tus upload in `uploadsDir` as tus leaves it (the bytes so far and a `.json`
 * record), begun `ageMs` ago; answers the path of its bytes.
 */
function plantUpload(uploadsDir: string, ageMs: number): string {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const id = `o${crypto.randomBytes(8).toString('hex')}-${crypto.randomBytes(16).toString('hex')}`;
  const file = path.join(uploadsDir, id);
  fs.writeFileSync(file, crypto.randomBytes(10));
  const record = {
    id,
    size: 20,
    offset: 0,
    metadata: { kind: 'document', filename: 'half.pdf' },
    creation_date: new Date(Date.now() - ageMs).toISOString(),
  };
  fs.writeFileSync(`${file}.json`, JSON.stringify(record));
  return file;
}

/** A published-looking file that no record refers to, last written `ageMs` ago. */
function plantOrphan(ageMs: number): string {
  const file = path.join(
    dataDir,
    'files',
    'documents',
    `${crypto.randomBytes(32).toString('hex').toUpperCase()}.pdf`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '%PDF-1.4\n');
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(file, then, then);
  return file;
}

/** Waits until none of `files` exists, for at most `ms`; answers those still there. */
async function gone(files: string[], ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  let left = files;
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter((file) => fs.existsSync(file));
  }
  return left;
}

describe('sweeps', () => {
  it('run as the server starts: an expired upload and an old orphan are gone at once', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    const expired = plantUpload(uploadsDir, 2 * DAY_MS);
    const fresh = plantUpload(uploadsDir, 60_000);
    const orphan = plantOrphan(2 * 3600_000);
    const port = await freePort();
    const url = new URL(adminUrl ?? 'postgres://unused');
    url.pathname = `/${databaseName}`;
    server = await spawnServer({
      ...(adminUrl ? { DATABASE_URL: url.toString() } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'sweeps@toolbox.test',
      ADMIN_PASSWORD: 'Sweeps-password-1',
      PORTAL_DIR: path.join(dataDir, 'no-portal'),
    });
    expect(await gone([expired, `${expired}.json`, orphan], 10_000)).toEqual([]);
    // An upload still within its expiry stays to be resumed.
    expect(fs.existsSync(fresh) && fs.existsSync(`${fresh}.json`)).toBe(true);
  });

  it('leave temporary machines under their ids, though their parts give one (docs/product.md#machine-changes)', async () => {
    const t = await createTestContext();
    const machineIds = async () => {
      const result = await t.database.db.execute(sql`select id from machines order by id`);
      return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
    };
    await t.database.db.execute(
      sql`insert into machines (id, manufacturer, model) values ('temp_1', 'Franke', 'A600'), ('temp_2', 'Franke', '??')`,
    );
    const sweeps = serverSweeps(t.services);
    const done: string[] = [];
    const running = startSweeps(sweeps, t.app.log, 200, { sweep: (name) => void done.push(name) });
    try {
      // Two whole rounds: the one at start and a scheduled one.
      while (done.length < 2 * sweeps.length) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await machineIds()).toEqual(['temp_1', 'temp_2']);
    } finally {
      await running.stop();
      await t.close();
    }
  });

  it('run again on their schedule', async () => {
    const t = await createTestContext();
    const sweeps = startSweeps(serverSweeps(t.services), t.app.log, 200);
    try {
      // Left after the first round, so only a later one can remove it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const expired = plantUpload(path.join(t.dataDir, 'uploads'), 2 * DAY_MS);
      expect(await gone([expired, `${expired}.json`], 5_000)).toEqual([]);
    } finally {
      await sweeps.stop();
      await t.close();
    }
  });
});
