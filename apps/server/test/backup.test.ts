import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Document } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup, type BackupManifest } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { selectRows } from '../src/db/rows';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { DiskStorage } from '../src/lib/storage/disk-storage';
import type { Storage } from '../src/lib/storage/storage';
import {
  createPostgresDatabase,
  createTestAdmin,
  createTestContext,
  ON_DISK_TIMEOUT_MS,
  type TestContext,
  type TestUser,
} from './helpers';
import { pdfBytes, publishDocument, readAll, sha256Of, uploadBytes } from './upload-helpers';

// Issue #21 item 6: a backup taken while writes go on restores into an empty place with every
// acknowledged record and file, hashes equal; a damaged archive restores nothing.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** An archive in memory (small test data only). */
async function backupOf(t: TestContext): Promise<{ archive: Buffer; manifest: BackupManifest }> {
  const out = new PassThrough();
  const bytes = readAll(out);
  const manifest = await writeBackup({ database: t.database, storage: t.storage }, out);
  return { archive: await bytes, manifest };
}

/** Every row of every table a backup holds, each table's rows sorted: what must survive. */
async function contentOf(db: Database, tables: string[]): Promise<Record<string, string[]>> {
  const content: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    for (const table of tables) {
      const rows = await selectRows<{ row: string }>(
        tx,
        sql`select row_to_json(t)::text as row from ${sql.raw(`"${table}"`)} t`,
      );
      content[table] = rows.map((r) => r.row).sort();
    }
  });
  return content;
}

async function makeContent(t: TestContext, admin: TestUser, count: number, tag: string) {
  const documents: Document[] = [];
  for (let i = 0; i < count; i += 1) {
    const uploadId = await uploadBytes(t, admin, pdfBytes(5_000 + i), {
      kind: 'document',
      filename: `${tag}-${i}.pdf`,
    });
    const published = await publishDocument(t, admin, uploadId);
    expect(published.statusCode, published.body).toBe(201);
    documents.push(published.json<{ document: Document }>().document);
  }
  return documents;
}

describe('a backup', () => {
  let source: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t: source, admin } = await createTestAdmin());
  });
  afterAll(() => source.close());

  it('taken during a burst of writes restores every acknowledged record and file', async () => {
    const before = await makeContent(source, admin, 5, 'before');
    // Writes go on while the backup is taken; what was acknowledged before it began must be in.
    let stop = false;
    const during: string[] = [];
    const burst = (async () => {
      for (let i = 0; !stop; i += 1) {
        const created = await source.app.inject({
          method: 'POST',
          url: '/api/v1/machines',
          headers: { cookie: admin.cookie },
          payload: { manufacturer: 'Burst', model: `During ${i}` },
        });
        if (created.statusCode === 201)
          during.push(created.json<{ machine: { id: string } }>().machine.id);
      }
    })();
    const { archive, manifest } = await backupOf(source);
    stop = true;
    await burst;
    expect(manifest.files.length).toBeGreaterThanOrEqual(before.length);

    const target = await createTestContext();
    try {
      await restoreBackup(
        { database: target.database, storage: target.storage },
        Readable.from([archive]),
      );
      for (const document of before) {
        const row = await selectRows<{ n: number | string }>(
          target.database.db,
          sql`select count(*) as n from documents where id = ${document.id}`,
        );
        expect(Number(row[0]!.n)).toBe(1);
        const stored = await readAll(await target.storage.get(document.filePath));
        expect(sha256Of(stored).toUpperCase()).toBe(document.sha256FileHash);
      }
      // Each restored file is the one the manifest names.
      for (const file of manifest.files) {
        const stored = await readAll(await target.storage.get(file.key));
        expect(sha256Of(stored).toUpperCase()).toBe(file.sha256);
      }
      // The restored tables hold exactly the archive's rows.
      expect(
        await contentOf(
          target.database.db,
          manifest.tables.map((table) => table.name),
        ),
      ).toEqual(await archivedContent(archive));
      // The administrator signs in on the restored installation with the same password.
      const signedIn = await target.signIn(admin.email, admin.password);
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('that was damaged restores nothing, and says which part is wrong', async () => {
    const { archive } = await backupOf(source);
    // Change one byte of one stored file inside the archive.
    const damaged = await rewrite(archive, (name, bytes) =>
      name.startsWith('files/') ? Buffer.concat([bytes.subarray(0, -1), Buffer.from('!')]) : bytes,
    );
    const target = await createTestContext();
    try {
      await expect(
        restoreBackup(
          { database: target.database, storage: target.storage },
          Readable.from([damaged]),
        ),
      ).rejects.toThrow(/does not match the backup's manifest/);
      const [row] = await selectRows<{ n: number | string }>(
        target.database.db,
        sql`select count(*) as n from users`,
      );
      expect(Number(row!.n)).toBe(0);
      const left: string[] = [];
      for await (const object of target.storage.list('')) left.push(object.key);
      expect(left).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('is not restored over an installation that has content', async () => {
    const { archive } = await backupOf(source);
    await expect(
      restoreBackup(
        { database: source.database, storage: source.storage },
        Readable.from([archive]),
      ),
    ).rejects.toThrow(/not empty/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a backup moved between databases', () => {
  it(
    'goes from PGlite to PostgreSQL and back with every row and file equal',
    async () => {
      const { t: origin, admin } = await createTestAdmin();
      const opened: DatabaseHandle[] = [];
      const drops: (() => Promise<void>)[] = [];
      try {
        await makeContent(origin, admin, 3, 'moved');
        const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');
        const place = async (kind: 'pglite' | 'postgres', name: string) => {
          let database: DatabaseHandle;
          if (kind === 'pglite') {
            database = await openDatabase({ kind, dataDir: undefined, migrationsDir });
          } else {
            const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
            drops.push(drop);
            database = await openDatabase({ kind, url, migrationsDir });
          }
          opened.push(database);
          return { database, storage: new DiskStorage(path.join(tmp, name)) };
        };
        const move = async (
          from: { database: DatabaseHandle; storage: Storage },
          to: typeof from,
        ) => {
          const out = new PassThrough();
          const bytes = readAll(out);
          await writeBackup(from, out);
          const archive = await bytes;
          await restoreBackup(to, Readable.from([archive]));
          return archive;
        };
        const pgliteA = await place('pglite', 'a');
        await move({ database: origin.database, storage: origin.storage }, pgliteA);
        const postgres = await place('postgres', 'b');
        const fromPglite = await move(pgliteA, postgres);
        const pgliteC = await place('pglite', 'c');
        const fromPostgres = await move(postgres, pgliteC);
        const out = new PassThrough();
        const bytes = readAll(out);
        const last = await writeBackup(pgliteC, out);
        const backAgain = await bytes;

        expect(await archivedContent(fromPostgres)).toEqual(await archivedContent(fromPglite));
        expect(await archivedContent(backAgain)).toEqual(await archivedContent(fromPglite));
        expect(await archivedFiles(backAgain)).toEqual(await archivedFiles(fromPglite));
        expect(last.database).toBe('pglite');
      } finally {
        for (const database of opened) await database.close();
        for (const drop of drops) await drop();
        await origin.close();
      }
    },
    ON_DISK_TIMEOUT_MS,
  );
});

/** Each stored file in the archive: its key and SHA-256. */
async function archivedFiles(archive: Buffer): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const extract = tar.extract();
  Readable.from([archive]).pipe(extract);
  for await (const entry of extract) {
    const bytes = await readAll(entry);
    if (entry.header.name.startsWith('files/')) files[entry.header.name] = sha256Of(bytes);
  }
  return files;
}

/** Each table's rows in the archive, sorted. */
async function archivedContent(archive: Buffer): Promise<Record<string, string[]>> {
  const content: Record<string, string[]> = {};
  const extract = tar.extract();
  Readable.from([archive]).pipe(extract);
  for await (const entry of extract) {
    const bytes = await readAll(entry);
    const match = /^database\/(.+)\.jsonl$/.exec(entry.header.name);
    if (match) content[match[1]!] = bytes.toString('utf8').split('\n').filter(Boolean).sort();
  }
  return content;
}

/** The archive with each entry's bytes passed through `change`. */
async function rewrite(
  archive: Buffer,
  change: (name: string, bytes: Buffer) => Buffer,
): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  const out = readAll(pack);
  Readable.from([archive]).pipe(extract);
  for await (const entry of extract) {
    const bytes = change(entry.header.name, await readAll(entry));
    pack.entry({ ...entry.header, size: bytes.length }, bytes);
  }
  pack.finalize();
  return out;
}
