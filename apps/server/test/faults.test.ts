import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type net from 'node:net';
import path from 'node:path';
import { messages } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { parseS3Url, S3Storage } from '../src/lib/storage/s3-storage';
import { createTestAdmin, createTestContext, type TestContext, type TestUser } from './helpers';
import { injectAs } from './helpers';
import {
  createUpload,
  headUpload,
  patchUpload,
  pdfBytes,
  publishDocument,
  sha256Of,
  uploadBytes,
  zipBytes,
} from './upload-helpers';
import { startLocalS3 } from './local-s3';

/**
 * Storage, database and mail faults (docs/product.md#sec-dependencies-down): a fast 503 with the
 * unavailable message and Retry-After, no partial bytes left behind, recovery without a restart.
 * Faults are injected at the edge of the world: the file system calls.
 */
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** A system error as Node raises it. */
const systemError = (code: string) =>
  Object.assign(new Error(`${code}: injected fault, write`), { code, syscall: 'write' });

/**
 * Makes every write stream opened on a path under `folder` write half of its first chunk, then
 * fail with `code`: a disk that fills (ENOSPC) or is taken away (EACCES) part-way through a file.
 */
function failWritesUnder(folder: string, code: string): void {
  const original = fs.createWriteStream;
  vi.spyOn(fs, 'createWriteStream').mockImplementation((file, options) => {
    const stream = original(file, options);
    if (!String(file).startsWith(folder)) return stream;
    const write = stream._write.bind(stream);
    stream._write = (chunk: Buffer, encoding, callback) => {
      write(chunk.subarray(0, Math.ceil(chunk.length / 2)), encoding, () =>
        callback(systemError(code)),
      );
    };
    Object.defineProperty(stream, '_writev', { value: undefined });
    return stream;
  });
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const files = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

describe('a storage fault (docs/product.md#sec-dependencies-down)', () => {
  it('answers a publish on a full disk with 503, leaves no partial file, and recovers', async () => {
    const incoming = path.join(t.dataDir, 'files', '.incoming');
    const uploadId = await uploadBytes(t, admin, pdfBytes(200_000), {
      kind: 'document',
      filename: 'full.pdf',
    });
    failWritesUnder(path.join(t.dataDir, 'files'), 'ENOSPC');
    // Publishing links the upload into place; a full disk refuses the new name too.
    vi.spyOn(fsp, 'link').mockRejectedValue(systemError('ENOSPC'));
    const response = await publishDocument(t, admin, uploadId);
    expectUnavailable(response);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: messages.request.unavailable,
      requestId: expect.any(String) as string,
    });
    expect(files(incoming)).toEqual([]);
    vi.restoreAllMocks();
    // The disk has room again: the same upload publishes, no restart.
    const retried = await publishDocument(t, admin, uploadId);
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('answers a tus chunk that fails part-way with 503, keeps the offset, and takes the retry', async () => {
    const bytes = pdfBytes(100_000);
    const created = await createUpload(t, admin, bytes.length, {
      kind: 'document',
      filename: 'denied.pdf',
      sha256: sha256Of(bytes),
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const file = path.join(t.dataDir, 'uploads', location.split('/').pop()!);
    failWritesUnder(path.join(t.dataDir, 'uploads'), 'EACCES');
    const failed = await patchUpload(t, admin, location, 0, bytes);
    expectUnavailable(failed);
    expect(failed.body).toBe(messages.request.unavailable);
    // No half-written bytes: the upload is where it was before the chunk.
    expect(fs.statSync(file).size).toBe(0);
    expect((await headUpload(t, admin, location)).headers['upload-offset']).toBe('0');
    vi.restoreAllMocks();
    const retried = await patchUpload(t, admin, location, 0, bytes);
    expect(retried.statusCode, retried.body).toBe(204);
    const published = await publishDocument(t, admin, location.split('/').pop()!);
    expect(published.statusCode, published.body).toBe(201);
  });

  it('answers a tus creation on a full disk with 503 and leaves no empty upload behind', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    const before = files(uploads);
    vi.spyOn(fsp, 'writeFile').mockRejectedValue(systemError('ENOSPC'));
    const created = await createUpload(t, admin, 10, { kind: 'document', filename: 'x.pdf' });
    expectUnavailable(created);
    expect(files(uploads)).toEqual(before);
  });
});

/**
 * Makes the database refuse every new row of `tables` as PostgreSQL does when its disk is full
 * (SQLSTATE 53100, disk_full): on one disk, DATA_DIR/files and the database fill up together.
 * Answers how to give the room back.
 */
async function fillDatabaseDisk(tables: string[]): Promise<() => Promise<void>> {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger disk_full before insert on ${table} execute function disk_full()`),
    );
  }
  return async () => {
    for (const table of tables) await db.execute(sql.raw(`drop trigger disk_full on ${table}`));
  };
}

/** Every stored file under DATA_DIR/files, by key. */
function storedKeys(): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => !name.startsWith('.') && fs.statSync(path.join(root, name)).isFile())
    .sort();
}

describe('a full disk under the database while publishing (docs/product.md#sec-dependencies-down)', () => {
  it('answers 503 for a document, a new version and software, leaves nothing, and recovers', async () => {
    const existing = await publishDocument(
      t,
      admin,
      await uploadBytes(t, admin, pdfBytes(1000), { kind: 'document', filename: 'v1.pdf' }),
    );
    expect(existing.statusCode, existing.body).toBe(201);
    const documentId = existing.json<{ document: { id: string } }>().document.id;
    const publishes = [
      {
        url: '/api/v1/documents',
        body: { category: 'Service' },
        bytes: pdfBytes(5000),
        kind: 'document',
        filename: 'new.pdf',
      },
      {
        url: `/api/v1/documents/${documentId}/versions`,
        body: { changes: 'v2' },
        bytes: pdfBytes(5000),
        kind: 'document',
        filename: 'v2.pdf',
      },
      {
        url: '/api/v1/software',
        body: { name: 'Full', category: 'Tools', version: '1.0' },
        bytes: zipBytes(5000),
        kind: 'software',
        filename: 'full.zip',
      },
    ] as const;
    const uploadIds: string[] = [];
    for (const p of publishes) {
      uploadIds.push(await uploadBytes(t, admin, p.bytes, { kind: p.kind, filename: p.filename }));
    }
    const keysBefore = storedKeys();
    const countsBefore = await rowCounts();
    const makeRoom = await fillDatabaseDisk(['documents', 'document_versions', 'software']);
    for (const [i, p] of publishes.entries()) {
      const response = await injectAs(t, admin, 'POST', p.url, {
        uploadId: uploadIds[i],
        ...p.body,
      });
      expectUnavailable(response);
      expect(response.json(), p.url).toEqual({
        code: 'unavailable',
        message: messages.request.unavailable,
        requestId: expect.any(String) as string,
      });
    }
    expect(storedKeys()).toEqual(keysBefore);
    expect(await rowCounts()).toEqual(countsBefore);
    await makeRoom();
    // Room again: the same uploads publish, no restart.
    for (const [i, p] of publishes.entries()) {
      const response = await injectAs(t, admin, 'POST', p.url, {
        uploadId: uploadIds[i],
        ...p.body,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

/** How many documents, versions and software packages the database holds. */
async function rowCounts(): Promise<unknown> {
  const result = await t.database.db.execute(
    sql.raw(`select (select count(*) from documents)::int as documents,
      (select count(*) from document_versions)::int as versions,
      (select count(*) from software)::int as software`),
  );
  return (result as { rows: unknown[] }).rows[0];
}

describe('an S3 server that stops (docs/product.md#sec-dependencies-down)', () => {
  it('answers 503 with Retry-After while it is down, and publishes once it is back', async () => {
    const directory = fs.mkdtempSync(path.join(t.dataDir, 's3-'));
    let s3 = await startLocalS3(directory);
    const storage = new S3Storage(parseS3Url(s3.url('faults')));
    const c = await createTestContext({}, { storage });
    try {
      const user = await c.createUser({ role: 'Admin' });
      const uploadId = await uploadBytes(c, user, pdfBytes(1000), {
        kind: 'document',
        filename: 'later.pdf',
      });
      await s3.close();
      const down = await publishDocument(c, user, uploadId);
      expectUnavailable(down);
      expect(down.json()).toEqual({
        code: 'unavailable',
        message: messages.request.unavailable,
        requestId: expect.any(String) as string,
      });
      const health = await c.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ database: 'ok', storage: 'unavailable' });
      // The same server comes back: no restart of Toolbox.
      s3 = await startLocalS3(directory, s3.port);
      const back = await publishDocument(c, user, uploadId);
      expect(back.statusCode, back.body).toBe(201);
      expect((await c.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await c.close();
      await s3.close();
    }
  });
});

describe('/api/health (docs/product.md#sec-dependencies-down)', () => {
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 when the storage disk is nearly full, and 200 once there is room', async () => {
    vi.spyOn(fsp, 'statfs').mockImplementation(
      () => Promise.resolve({ bsize: 4096, bavail: 10, blocks: 1_000_000 }) as never,
    );
    const full = await health();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({
      status: 'unavailable',
      database: 'ok',
      storage: 'unavailable',
    });
    vi.restoreAllMocks();
    const room = await health();
    expect(room.statusCode).toBe(200);
    expect(room.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 when the storage cannot be written', async () => {
    vi.spyOn(fsp, 'writeFile').mockRejectedValue(systemError('EACCES'));
    const denied = await health();
    expect(denied.statusCode).toBe(503);
    expect(denied.json()).toMatchObject({ storage: 'unavailable' });
  });
});

describe('/api/health with a mail server (docs/product.md#sec-dependencies-down)', () => {
  /** A loopback SMTP server that takes mail without a login: what the health check asks for. */
  async function greetingServer(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as net.AddressInfo;
    return {
      url: `smtp://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  // Two servers start in this test, each with its own database: slow on a busy machine.
  it(
    'reports a mail server that answers, and one that does not without failing the service',
    { timeout: 60_000 },
    async () => {
      const smtp = await greetingServer();
      const up = await createTestContext({ SMTP_URL: smtp.url });
      try {
        const response = await up.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: 'ok',
          database: 'ok',
          storage: 'ok',
          mail: 'ok',
        });
      } finally {
        await up.close();
        await smtp.close();
      }
      // The same address, nobody listening any more: connection refused, answered fast.
      const logLines: string[] = [];
      const down = await createTestContext({ SMTP_URL: smtp.url }, { logLines });
      try {
        const started = Date.now();
        const response = await down.app.inject({ method: 'GET', url: '/api/health' });
        expect(Date.now() - started).toBeLessThan(2500);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'ok', mail: 'unavailable' });
        // Mail goes out after the answer: the reset request answers as always, the failure is logged.
        const user = await down.createUser();
        const reset = await down.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-reset',
          payload: { email: user.email },
        });
        expect(reset.statusCode).toBeLessThan(300);
        await down.services.passwords.idle();
        expect(logLines.some((line) => line.includes('password reset request failed'))).toBe(true);
      } finally {
        await down.close();
      }
    },
  );
});
