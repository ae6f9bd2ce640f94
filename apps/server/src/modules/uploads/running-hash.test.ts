import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, publishDocument, uploadBytes } from '../../../test/upload-helpers';
import { PrivateFileStore } from './private-file-store';

// Issue #19 item 5: the upload is hashed as its bytes arrive, and publishing reads it no more.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-running-hash-'));
const store = new PrivateFileStore({ directory: tmp, expirationPeriodInMilliseconds: 60_000 });
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const sha = (bytes: Buffer) =>
  crypto.createHash('sha256').update(bytes).digest('hex').toUpperCase();

async function newUpload(size: number) {
  const upload = new Upload({ id: crypto.randomBytes(8).toString('hex'), size, offset: 0 });
  await store.create(upload);
  return upload.id;
}

describe('the running hash of an upload', () => {
  const bytes = crypto.randomBytes(300_000);

  it('carries on across chunks and answers the whole file’s SHA-256 once', async () => {
    const id = await newUpload(bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0);
    await store.write(Readable.from([bytes.subarray(100_000)]), id, 100_000);
    expect(await store.takeHash(id, bytes.length)).toBe(sha(bytes));
    expect(await store.takeHash(id, bytes.length)).toBeUndefined();
  });

  it('has none for an upload it did not see from the start', async () => {
    const id = await newUpload(bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0);
    // As if another server had taken the second chunk: this one resumes further on.
    await store.takeHash(id, 100_000);
    await store.write(Readable.from([bytes.subarray(200_000)]), id, 200_000);
    expect(await store.takeHash(id, bytes.length)).toBeUndefined();
  });

  it('has none for an upload that is not finished', async () => {
    const id = await newUpload(bytes.length);
    await store.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0);
    expect(await store.takeHash(id, bytes.length)).toBeUndefined();
  });
});

describe('publishing', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, admin } = await createTestAdmin());
  });
  afterAll(() => t.close());

  it('reads no more than the file’s first bytes when it was hashed on arrival', async () => {
    const uploadId = await uploadBytes(t, admin, pdfBytes(2_000_000), {
      kind: 'document',
      filename: 'manual.pdf',
    });
    const reads = vi.spyOn(fs, 'createReadStream');
    const published = await publishDocument(t, admin, uploadId);
    expect(published.statusCode, published.body).toBe(201);
    const uploadsDir = path.join(t.dataDir, 'uploads');
    expect(reads.mock.calls.filter(([file]) => String(file).startsWith(uploadsDir))).toEqual([]);
  });

  it('still refuses a file whose bytes are not the ones the browser hashed', async () => {
    const bytes = pdfBytes(500_000);
    const uploadId = await uploadBytes(t, admin, bytes, {
      kind: 'document',
      filename: 'changed.pdf',
      sha256: sha(pdfBytes(500_000)),
    });
    const published = await publishDocument(t, admin, uploadId);
    expect(published.statusCode).toBe(422);
  });
});
