import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { messages, type Document } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, S3Storage } from '../src/lib/storage/s3-storage';
import type { Storage } from '../src/lib/storage/storage';
import { createTestContext, createTestTeam, type TestContext, type TestUser } from './helpers';
import { startLocalS3, type LocalS3 } from './local-s3';
import {
  createUpload,
  headUpload,
  patchUpload,
  pdfBytes,
  publishDocument,
  publishUpload,
  readAll,
  sha256Of,
  uploadBytes,
  zipBytes,
} from './upload-helpers';

/**
 * Security promises 13–18 (docs/product.md#sec-files) through the real app, once on disk storage
 * and once on an S3 protocol server on loopback.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-files-'));
let s3rver: LocalS3;

beforeAll(async () => {
  s3rver = await startLocalS3(path.join(tmp, 's3'));
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function keys(storage: Storage, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list(prefix)) found.push(object.key);
  return found.sort();
}

const stores: [string, () => Storage | undefined][] = [
  ['disk', () => undefined],
  ['S3', () => new S3Storage(parseS3Url(s3rver.url('files')))],
];

describe.each(stores)('files on %s storage', (_name, makeStorage) => {
  let t: TestContext, admin: TestUser, engineer: TestUser;

  beforeAll(async () => {
    const storage: Storage | undefined = makeStorage();
    ({ t, admin, engineer } = await createTestTeam(
      { DOCUMENT_MAX_BYTES: String(1024 * 1024), UPLOAD_EXPIRY_SECONDS: '1' },
      storage ? { storage } : {},
    ));
  });
  afterAll(() => t.close());

  const publish = (uploadId: string) => publishDocument(t, admin, uploadId);

  async function createDocument(bytes: Buffer, filename: string): Promise<Document> {
    const response = await publish(
      await uploadBytes(t, admin, bytes, { kind: 'document', filename }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ document: Document }>().document;
  }

  it('13: stores hostile file names under generated keys inside the root', async () => {
    const base = await createDocument(pdfBytes(200), 'base.pdf');
    const hostile = [
      '../../../etc/passwd',
      '%2e%2e%2f%2e%2e%2fescape.pdf',
      '..\\..\\windows\\system.ini',
      'nul\u0000byte.pdf',
      '/absolute/path/root.pdf',
      'C:\\temp\\drive.pdf',
    ];
    for (const [index, filename] of hostile.entries()) {
      const doc = await createDocument(pdfBytes(100 + index), filename);
      expect(doc.filePath).toMatch(/^documents\/[0-9A-F]{64}(\.[a-z0-9]+)?$/);
      const uploadId = await uploadBytes(t, admin, pdfBytes(300 + index), {
        kind: 'document',
        filename,
      });
      const version = await t.app.inject({
        method: 'POST',
        url: `/api/v1/documents/${base.id}/versions`,
        headers: { cookie: admin.cookie },
        payload: { uploadId, changes: `Renamed file ${index + 2}` },
      });
      expect(version.statusCode, version.body).toBe(201);
      const { filePath } = version.json<{ document: Document }>().document;
      expect(filePath).toMatch(
        new RegExp(`^documents/${base.id}/v${index + 2}/[A-Za-z0-9][A-Za-z0-9._-]*$`),
      );
    }
    for (const key of await keys(t.storage)) expect(key).toMatch(/^(documents|software)\//);
    // Nothing landed beside the data folder.
    expect(
      fs.readdirSync(path.dirname(t.dataDir)).some((n) => /passwd|escape|system/.test(n)),
    ).toBe(false);
  });

  it('14: serves SVG and HTML as attachments that cannot run in the portal’s origin', async () => {
    for (const [filename, body] of [
      ['x.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['x.html', '<script>alert(document.cookie)</script>'],
    ] as const) {
      const doc = await createDocument(Buffer.from(body), filename);
      const served = await t.app.inject({
        method: 'GET',
        url: doc.downloadURL,
        headers: { cookie: engineer.cookie },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.body).toBe(body);
    }
  });

  it('15: takes software only as a real ZIP and stores it unextracted', async () => {
    const fake = Buffer.from('Rar!\x1a\x07\x00 not a zip at all', 'latin1');
    const publishTool = (bytes: Buffer) =>
      publishUpload(
        t,
        admin,
        '/api/v1/software',
        { bytes, kind: 'software', filename: 'tool.zip' },
        { name: 'Tool', category: 'Tools', version: '1' },
      );
    const refused = await publishTool(fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.software.zipOnly });
    const zip = zipBytes(2000);
    const accepted = await publishTool(zip);
    expect(accepted.statusCode).toBe(201);
    expect(await keys(t.storage, 'software/')).toEqual([
      `software/${sha256Of(zip).toUpperCase()}.zip`,
    ]);
  });

  it('16: publishes nothing when the declared SHA-256 does not match the bytes', async () => {
    const before = await keys(t.storage);
    const uploadId = await uploadBytes(t, admin, pdfBytes(500), {
      kind: 'document',
      filename: 'tampered.pdf',
      sha256: sha256Of(Buffer.from('something else')),
    });
    expect((await publish(uploadId)).statusCode).toBe(422);
    expect(await keys(t.storage)).toEqual(before);
    // The refused upload is gone too: it cannot be published later.
    expect((await publish(uploadId)).statusCode).toBe(404);
  });

  it('17: refuses an upload over the limit with 413, resumes from the server’s offset, sweeps expired ones', async () => {
    const tooBig = await createUpload(t, admin, 1024 * 1024 + 1, {
      kind: 'document',
      filename: 'big.pdf',
    });
    expect(tooBig.statusCode).toBe(413);

    const created = await createUpload(t, admin, 100, { kind: 'document', filename: 'part.pdf' });
    const location = String(created.headers.location);
    const chunk = (offset: number, bytes: Buffer) => patchUpload(t, admin, location, offset, bytes);
    expect((await chunk(0, Buffer.alloc(40, 1))).statusCode).toBe(204);
    // A client that lost track and resends from the start is refused: the offset is the server's.
    expect((await chunk(0, Buffer.alloc(40, 1))).statusCode).toBe(409);
    // More bytes than declared never get in.
    expect((await chunk(40, Buffer.alloc(100, 1))).statusCode).toBeGreaterThanOrEqual(400);
    const head = await headUpload(t, admin, location);
    expect(head.headers['upload-offset']).toBe('40');

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await t.services.uploads.sweepExpired()).toBeGreaterThanOrEqual(1);
    const gone = await headUpload(t, admin, location);
    expect([404, 410]).toContain(gone.statusCode);
    const id = location.split('/').pop()!;
    // On disk its bytes waited in DATA_DIR/uploads; in a bucket, under uploads/<id>/.
    const uploadsDir = path.join(t.dataDir, 'uploads');
    if (fs.existsSync(uploadsDir)) {
      expect(fs.readdirSync(uploadsDir).filter((name) => name.startsWith(id))).toEqual([]);
    }
    expect(await keys(t.storage, `uploads/${id}/`)).toEqual([]);
  });

  it('18: deleting removes the file; a crash before that leaves an orphan the sweep removes', async () => {
    const doc = await createDocument(pdfBytes(800), 'gone.pdf');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/documents/${doc.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await t.storage.stat(doc.filePath)).toBeNull();

    // What a crash between a file's write and its record leaves: a file nobody refers to.
    const orphan = `documents/${'0'.repeat(64)}.pdf`;
    await t.storage.put(orphan, Readable.from([Buffer.from('orphan')]));
    const kept = await createDocument(pdfBytes(900), 'kept.pdf');
    expect(await t.services.files.sweepOrphans(0, Date.now() + 1000)).toBeGreaterThanOrEqual(1);
    expect(await t.storage.stat(orphan)).toBeNull();
    expect(await t.storage.stat(kept.filePath)).not.toBeNull();
  });
});

describe('storage down (docs/product.md#sec-dependencies-down)', () => {
  it('answers a publish with a fast 503 and keeps the upload for a retry', async () => {
    // A bucket of its own on a server this test stops and starts again at the same port.
    const directory = path.join(tmp, 's3-down');
    let server = await startLocalS3(directory);
    const storage = new S3Storage(parseS3Url(server.url('down')));
    const t = await createTestContext({}, { storage });
    try {
      const admin = await t.createUser({ role: 'Admin' });
      const bytes = pdfBytes(100);
      const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename: 'a.pdf' });
      await server.close();

      const started = Date.now();
      const response = await publishDocument(t, admin, uploadId);
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(10_000);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ storage: 'unavailable' });
      // A new upload cannot begin either: its bytes would have nowhere to go.
      const created = await createUpload(t, admin, 10, { kind: 'document', filename: 'b.pdf' });
      expect(created.statusCode).toBe(503);
      // Nothing was published.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/documents',
        headers: { cookie: admin.cookie },
      });
      expect(list.json()).toMatchObject({ total: 0 });

      // The store comes back: the finished upload is still there, and publishes.
      server = await startLocalS3(directory, server.port);
      const retried = await publishDocument(t, admin, uploadId);
      expect(retried.statusCode, retried.body).toBe(201);
      const { document } = retried.json<{ document: Document }>();
      expect(sha256Of(await readAll(await storage.get(document.filePath)))).toBe(sha256Of(bytes));
    } finally {
      await t.close();
      storage.close();
      await server.close();
    }
  });
});
