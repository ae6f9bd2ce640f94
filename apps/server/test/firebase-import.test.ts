import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@toolbox/domain';
import { openDatabase } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { runFirebaseImport, type ImportReport } from '../src/import/firebase/run';
import { databaseOptions } from '../src/installation';
import { createStorage } from '../src/lib/storage/create-storage';
import { buildAppOn, configIn } from './build-app';
import { writeFirebaseExport, type FirebaseExport } from './firebase-export';
import { cookieFrom, createPostgresDatabase, ON_DISK_TIMEOUT_MS } from './helpers';
import { startLocalS3, type LocalS3 } from './local-s3';
import { readAll } from './upload-helpers';
import { withMigratedDatabase } from './data-folders';

// Issue #20: a whole Firebase project moves over with one command, on the database the suite
// runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL) and on disk and S3 storage.

const sha256 = (bytes: Buffer) =>
  crypto.createHash('sha256').update(bytes).digest('hex').toUpperCase();

const TABLES = [
  'users',
  'accounts',
  'machines',
  'documents',
  'document_versions',
  'software',
  'machine_details',
  'specifications',
  'maintenance_procedures',
  'troubleshooting_guides',
  'part_diagrams',
];

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-firebase-export-'));
let exported: FirebaseExport;
let s3: LocalS3;

beforeAll(async () => {
  exported = await writeFirebaseExport(path.join(folder, 'export'));
  s3 = await startLocalS3(path.join(folder, 's3'));
}, 120_000);

afterAll(async () => {
  await s3.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** An empty Toolbox (its own data folder, database and storage) and the command run on it. */
async function emptyToolbox(storageKind: 'disk' | 's3') {
  const dataDir = withMigratedDatabase(fs.mkdtempSync(path.join(folder, 'data-')));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let drop = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    env.DATABASE_URL = created.url;
    drop = created.drop;
  }
  if (storageKind === 's3') env.STORAGE_URL = s3.url(`${path.basename(dataDir)}/`);
  const config = configIn(dataDir, env);
  const files = exported.args;
  return {
    config,
    drop,
    /** `npm run import:firebase` with the whole export and `extra` arguments. */
    async run(...extra: string[]) {
      const output: string[] = [];
      // A --firestore among `extra` replaces the export's.
      const args = extra.includes('--firestore')
        ? files.filter((_, i) => files[i] !== '--firestore' && files[i - 1] !== '--firestore')
        : files;
      const code = await runFirebaseImport([...args, ...extra], env, (line) => output.push(line));
      return { code, output: output.join('\n'), report: latestReport(dataDir) };
    },
    /** The server on that data, for as long as `work` runs (PGlite lets one process in). */
    async withApp<T>(work: (app: Awaited<ReturnType<typeof openApp>>) => Promise<T>) {
      const app = await openApp(config);
      try {
        return await work(app);
      } finally {
        await app.close();
      }
    },
  };
}

async function openApp(config: ReturnType<typeof configIn>) {
  const database = await openDatabase(databaseOptions(config));
  const storage = await createStorage(config);
  const { app } = await buildAppOn(config, database, { storage });
  await app.ready();
  return {
    app,
    database,
    storage,
    /** Every row of every imported table, and every stored key with its size. */
    snapshot: async () => {
      const rows: Record<string, unknown> = {};
      for (const table of TABLES) {
        rows[table] = await selectRows(
          database.db,
          sql.raw(`select * from ${table} order by 1, 2`),
        );
      }
      const keys: string[] = [];
      for (const prefix of ['documents/', 'software/', 'images/']) {
        for await (const object of storage.list(prefix)) keys.push(`${object.key} ${object.size}`);
      }
      return { rows: JSON.stringify(rows), keys: keys.sort() };
    },
    count: async (table: string) => {
      const [row] = await selectRows<{ n: string | number }>(
        database.db,
        sql.raw(`select count(*) as n from ${table}`),
      );
      return Number(row?.n);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function latestReport(dataDir: string): ImportReport | null {
  const reports = path.join(dataDir, 'imports');
  if (!fs.existsSync(reports)) return null;
  const latest = fs.readdirSync(reports).sort().at(-1);
  return latest
    ? (JSON.parse(fs.readFileSync(path.join(reports, latest), 'utf8')) as ImportReport)
    : null;
}

/** The report's failed lines by collection and id. */
const failures = (report: ImportReport | null) =>
  Object.fromEntries(
    (report?.lines ?? [])
      .filter((line) => line.outcome === 'failed')
      .map((line) => [`${line.collection} ${line.id}`, line.reason]),
  );

// Each test imports a whole export into a database and storage on disk (or s3rver), end to end.
describe.each(['disk', 's3'] as const)(
  'importing a Firebase project, %s storage',
  { timeout: ON_DISK_TIMEOUT_MS },
  (kind) => {
    let toolbox: Awaited<ReturnType<typeof emptyToolbox>>;
    beforeAll(async () => {
      toolbox = await emptyToolbox(kind);
    });
    afterAll(() => toolbox.drop());

    it('a dry run checks everything, reports what it would do, and writes nothing', async () => {
      const { code, output, report } = await toolbox.run('--dry-run');
      expect(code).toBe(1);
      expect(output).toContain('Dry run: nothing was written.');
      expect(report?.dryRun).toBe(true);
      for (const [collection, expected] of Object.entries(exported.expected)) {
        expect(report?.counts[collection], collection).toMatchObject({
          imported: expected.imported,
          failed: Object.keys(expected.failed).length,
        });
      }
      await toolbox.withApp(async (app) => {
        for (const table of TABLES) expect(await app.count(table), table).toBe(0);
        expect((await app.snapshot()).keys).toEqual([]);
      });
    });

    it('a run that fails part-way leaves nothing behind, in the database or in storage', async () => {
      // A fault the import cannot foresee: the database refuses the software packages.
      await toolbox.withApp(async ({ database }) => {
        await database.db.execute(
          sql.raw(`create function refuse() returns trigger language plpgsql as
          $$ begin raise exception 'disk full'; end $$`),
        );
        await database.db.execute(
          sql.raw(`create trigger refuse before insert on software
          for each row execute function refuse()`),
        );
      });
      const { code, output, report } = await toolbox.run();
      expect(code).toBe(1);
      expect(output).toContain('The import failed and nothing was written: disk full');
      expect(output).not.toContain('insert into');
      expect(report?.failure).toBe('The import failed and nothing was written: disk full');
      // Only what failed on its own is listed; nothing is said to be imported.
      expect(report?.lines.every((line) => line.outcome === 'failed')).toBe(true);
      expect(report?.counts.documents?.failed).toBe(
        Object.keys(exported.expected.documents.failed).length,
      );
      await toolbox.withApp(async (app) => {
        for (const table of TABLES) expect(await app.count(table), table).toBe(0);
        expect(await app.count('audit_log')).toBe(0);
        expect((await app.snapshot()).keys).toEqual([]);
        await app.database.db.execute(sql.raw('drop trigger refuse on software'));
        await app.database.db.execute(sql.raw('drop function refuse()'));
      });
    });

    it('imports every record, and reports the broken ones with their reasons', async () => {
      const { code, output, report } = await toolbox.run();
      expect(code, output).toBe(1);
      expect(output).toMatch(/documents\s+\[##########\] \d+\/\d+/);
      const failed = failures(report);
      for (const [collection, expected] of Object.entries(exported.expected)) {
        expect(report?.counts[collection], collection).toEqual({
          imported: expected.imported,
          updated: 0,
          skipped: 0,
          failed: Object.keys(expected.failed).length,
        });
        for (const [id, reason] of Object.entries(expected.failed)) {
          expect(failed[`${collection} ${id}`], `${collection} ${id}`).toMatch(reason);
        }
      }
      const unknown = report?.lines.find((line) => line.id === 'brokenUnknownMachine');
      expect(unknown).toMatchObject({
        outcome: 'imported',
        reason: 'machine "no_such_machine" not found; left out',
      });
      expect(report?.notes.join('\n')).toContain(
        'Not imported (not part of what Toolbox takes over): document_activity.',
      );

      await toolbox.withApp(async ({ app, database, storage, count, snapshot }) => {
        // Nothing half-imported: every stored file belongs to a record (a failed record's were
        // removed again), and every record's file is there with the bytes it says.
        const versions = await selectRows<{ file_path: string; sha256_file_hash: string }>(
          database.db,
          sql`select file_path, sha256_file_hash from document_versions
            union all select file_path, sha256_file_hash from software`,
        );
        expect(versions.length).toBeGreaterThan(exported.expected.documents.imported);
        const referenced = await selectRows<{ key: string }>(
          database.db,
          sql`select file_path as key from document_versions union select file_path from software
            union select image_path from part_diagrams where image_path is not null
            union select unnest(image_paths) from troubleshooting_guides`,
        );
        const storedKeys = (await snapshot()).keys.map((line) => line.split(' ')[0]);
        expect(storedKeys.sort()).toEqual(referenced.map((row) => row.key).sort());
        for (const version of versions) {
          const bytes = await readAll(await storage.get(version.file_path));
          expect(sha256(bytes), version.file_path).toBe(version.sha256_file_hash);
        }
        expect(await count('documents')).toBe(exported.expected.documents.imported);
        const admin = exported.users[0]!;
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: admin.email, password: admin.password, rememberMe: false },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const cookie = cookieFrom(signIn);
        const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

        const { documentId, versions: versionCount, currentBytes } = exported.sample;
        const answer = await get(`/api/v1/documents/${documentId}`);
        expect(answer.statusCode, answer.body).toBe(200);
        const { document } = answer.json<{
          document: {
            currentVersion: number;
            sha256FileHash: string;
            uploadDate: string;
            versions: Record<string, { changes: string; uploadDate: string }>;
          };
        }>();
        expect(document.currentVersion).toBe(versionCount);
        expect(Object.keys(document.versions)).toEqual(['1', '2', '3']);
        expect(document.versions['3']!.changes).toBe('Revision 3');
        expect(document.uploadDate.startsWith('2021-')).toBe(true);
        const file = await get(`/api/v1/documents/${documentId}/file`);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(currentBytes)).toBe(true);
        expect(document.sha256FileHash).toBe(sha256(currentBytes));
        const stored = await readAll(await storage.get(`documents/${document.sha256FileHash}.pdf`));
        expect(stored.equals(currentBytes)).toBe(true);

        // Recent activity shows imported items with their original upload dates.
        const dashboard = (await get('/api/v1/dashboard')).json<{
          recentActivity: { kind: string; at: string; by: string | null }[];
        }>();
        expect(dashboard.recentActivity.map((item) => item.at.slice(0, 4))).toEqual(
          dashboard.recentActivity.map(() => '2021'),
        );
        expect(dashboard.recentActivity.some((item) => item.by === 'Ada Admin')).toBe(true);

        // Machine details: guides with their step images, part diagrams with theirs.
        const machineId = exported.sample.machineWithDetails;
        const details = (await get(`/api/v1/machines/${machineId}/details`)).json<{
          specifications: unknown[];
          troubleshootingGuides: { steps: { imagePath: string | null }[] }[];
          partDiagrams: { imagePath: string }[];
        }>();
        expect(details.specifications).toHaveLength(3);
        const image = details.partDiagrams[0]!.imagePath;
        expect(image).toMatch(/^images\/[0-9a-f]{64}\.png$/);
        expect((await get(`/api/v1/${image}`)).statusCode).toBe(200);
        expect(details.troubleshootingGuides[0]!.steps[0]!.imagePath).toMatch(/^images\//);

        // One audit entry for the run, with its counts.
        const audit = (await get('/api/v1/audit?pageSize=100')).json<{
          items: { action: string; details: { counts: ImportReport['counts'] } }[];
        }>();
        const imported = audit.items.filter(
          (item) => item.action === AUDIT_ACTIONS.firebaseImported,
        );
        expect(imported).toHaveLength(1);
        expect(imported[0]!.details.counts.documents!.imported).toBe(
          exported.expected.documents.imported,
        );
      });
    });

    it('a second run with the same export changes nothing', async () => {
      const before = await toolbox.withApp((app) => app.snapshot());
      const { code, report } = await toolbox.run();
      expect(code).toBe(1);
      for (const [collection, counts] of Object.entries(report?.counts ?? {})) {
        expect(counts.imported + counts.updated, collection).toBe(0);
      }
      const after = await toolbox.withApp((app) => app.snapshot());
      expect(after.keys).toEqual(before.keys);
      expect(after.rows).toEqual(before.rows);
    });

    it('a newer export updates what changed, and only that', async () => {
      const firestore = JSON.parse(fs.readFileSync(exported.firestore, 'utf8')) as {
        __collections__: Record<string, Record<string, Record<string, unknown>>>;
      };
      const { documents, software, machine_details: details } = firestore.__collections__;
      const { documentId, machineWithDetails } = exported.sample;
      // A fourth version of the sample manual, uploaded in Firebase since the first export.
      const bytes = Buffer.from(`%PDF-1.4 version 4 of ${documentId}`);
      const objectName = `documents/${documentId}/v4/manual-v4.pdf`;
      fs.mkdirSync(path.join(exported.storage, path.dirname(objectName)), { recursive: true });
      fs.writeFileSync(path.join(exported.storage, objectName), bytes);
      const document = documents![documentId]!;
      (document.versions as Record<string, unknown>)['4'] = {
        versionNumber: 4,
        filePath: objectName,
        sha256FileHash: sha256(bytes),
        changes: 'Revision 4',
      };
      Object.assign(document, { currentVersion: 4, title: 'Service manual, fourth edition' });
      software!.sw001!.version = '9.9.9';
      (details![machineWithDetails]!.specifications as { value: string }[])[0]!.value = '240';
      const newer = path.join(folder, `firestore-newer-${kind}.json`);
      fs.writeFileSync(newer, JSON.stringify(firestore));

      const { report } = await toolbox.run('--firestore', newer);
      const updated = report?.lines.filter((line) => line.outcome === 'updated');
      expect(updated?.map((line) => `${line.collection} ${line.id}`).sort()).toEqual([
        `documents ${documentId}`,
        `machine_details ${machineWithDetails}`,
        'software sw001',
      ]);
      expect(report?.lines.filter((line) => line.outcome === 'imported')).toEqual([]);
      await toolbox.withApp(async ({ app, database }) => {
        const admin = exported.users[0]!;
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: admin.email, password: admin.password, rememberMe: false },
        });
        const cookie = cookieFrom(signIn);
        const answer = await app.inject({
          method: 'GET',
          url: `/api/v1/documents/${documentId}/file`,
          headers: { cookie },
        });
        expect(answer.rawPayload.equals(bytes)).toBe(true);
        const [row] = await selectRows<{ title: string; current_version: number }>(
          database.db,
          sql`select title, current_version from documents where id = ${documentId}`,
        );
        expect(row).toEqual({ title: 'Service manual, fourth edition', current_version: 4 });
      });
    });

    it('an imported engineer signs in with the Firebase password, which is then re-hashed', async () => {
      const engineer = exported.users.find((user) => user.password && user.role === 'Engineer')!;
      const none = exported.users.find((user) => user.password === null)!;
      await toolbox.withApp(async ({ app, database }) => {
        const hashOf = async () =>
          (
            await selectRows<{ password: string }>(
              database.db,
              sql`select password from accounts where user_id = ${engineer.uid}`,
            )
          )[0]!.password;
        expect(await hashOf()).toMatch(/^\$firebase-scrypt\$/);
        const signIn = (email: string, password: string) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/auth/sign-in',
            payload: { email, password, rememberMe: false },
          });
        expect((await signIn(engineer.email, 'wrong password')).statusCode).toBe(401);
        expect((await signIn(engineer.email, engineer.password!)).statusCode).toBe(200);
        expect(await hashOf()).not.toMatch(/^\$firebase-scrypt\$/);
        expect((await signIn(engineer.email, engineer.password!)).statusCode).toBe(200);
        // An account that had no password (Google sign-in) cannot sign in with one.
        expect((await signIn(none.email, 'anything at all')).statusCode).toBe(401);
      });
    });
  },
);
