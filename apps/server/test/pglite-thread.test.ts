import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { PgliteThread } from '../src/db/pglite-thread';
import { selectRows } from '../src/db/rows';
import { loadConfig } from '../src/env';
import { testDatabaseKind } from './helpers';

// Issue #19 item 2: PGlite runs on a thread of its own (decision 022).
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({
    kind: 'pglite',
    dataDir: undefined,
    migrationsDir: loadConfig({}).migrationsDir,
  });
  await database.db.execute(sql`create table thread_probe (id int primary key, note text)`);
});
afterAll(() => database.close());

const rows = (query: ReturnType<typeof sql>) =>
  selectRows<{ id: number; note: string }>(database.db, query);

describe('PGlite on its own thread', () => {
  it('leaves the server’s thread free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const started = performance.now();
      await database.db.execute(sql`select count(*) from generate_series(1, 4000000)`);
      const took = performance.now() - started;
      // On the server's own thread the query would hold every timer until it ended.
      expect(took).toBeGreaterThan(50);
      expect(ticks).toBeGreaterThanOrEqual(5);
    } finally {
      clearInterval(timer);
    }
  });

  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      await tx.execute(sql`insert into thread_probe values (2, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'lost')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await rows(sql`select id from thread_probe order by id`)).map((r) => r.id)).toEqual([
      1, 2,
    ]);
  });

  it('holds a query from outside until an open transaction ends, as one thread would', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update thread_probe set note = 'changed' where id = 1`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let answered = false;
    const outside = rows(sql`select note from thread_probe where id = 1`).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Inside the open transaction it would have run at once (PGlite is one session).
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await outside)[0]?.note).toBe('changed');
  });

  it('keeps PostgreSQL’s error code and constraint on a failed statement', async () => {
    const failure: unknown = await database.db
      .execute(sql`insert into thread_probe values (1, 'again')`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const cause = (failure as { cause?: { code?: string; constraint?: string; message?: string } })
      .cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    expect(cause?.message).toContain('duplicate key');
  });
});

describe('a new data folder', () => {
  it('is created on one thread and served by a fresh one; an existing folder by one', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-new-db-')), 'db');
    const options = {
      kind: 'pglite',
      dataDir,
      migrationsDir: loadConfig({}).migrationsDir,
    } as const;
    const starts = vi.spyOn(PgliteThread, 'start');
    try {
      const created = await openDatabase(options);
      await created.db.execute(sql`create table kept (id int primary key)`);
      await created.db.execute(sql`insert into kept values (7)`);
      await created.close();
      // initdb's memory goes with the first thread (issue #19 item 10).
      expect(starts).toHaveBeenCalledTimes(2);

      const reopened = await openDatabase(options);
      expect(await selectRows<{ id: number }>(reopened.db, sql`select id from kept`)).toEqual([
        { id: 7 },
      ]);
      await reopened.close();
      expect(starts).toHaveBeenCalledTimes(3);
    } finally {
      starts.mockRestore();
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

// The PostgreSQL run makes a PostgreSQL template instead (test/global-setup.ts).
describe.runIf(testDatabaseKind === 'pglite')('an in-memory database from a template', () => {
  it('starts with the template’s tables and rows', async () => {
    // The run's migrated template (test/global-setup.ts) with one table more.
    const source = new PGlite({
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    await source.exec('create table kept (id int primary key); insert into kept values (7)');
    const tar = new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer());
    await source.close();

    const copy = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      migrationsDir: loadConfig({}).migrationsDir,
      template: tar,
    });
    try {
      expect(await selectRows<{ id: number }>(copy.db, sql`select id from kept`)).toEqual([
        { id: 7 },
      ]);
    } finally {
      await copy.close();
    }
  });
});
