import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import type { Document } from '@toolbox/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3';
import {
  pdfBytes,
  publishDocument,
  readAll,
  sha256Of,
  uploadBytes,
} from '../../../test/upload-helpers';
import { parseS3Url, S3Storage } from '../../lib/storage/s3-storage';
import { stagingKey } from './part-relay';
import { PrivateFileStore } from './private-file-store';

// Issue #19 item 5, on S3: an upload is sent on to the bucket in parts as it arrives and
// published by a copy inside the bucket, so publishing reads none of the file again.
const MB = 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-part-relay-'));
let s3rver: LocalS3;
let s3: S3Storage;

beforeAll(async () => {
  s3rver = await startLocalS3(path.join(tmp, 's3'));
  s3 = new S3Storage(parseS3Url(s3rver.url('relay')));
});
afterAll(async () => {
  s3.close();
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const stored = async (key: string) => sha256Of(await readAll(await s3.get(key)));

describe('publishing an upload on S3', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, admin } = await createTestAdmin(
      {},
      { DOCUMENT_MAX_BYTES: String(64 * MB) },
      { storage: s3 },
    ));
  });
  afterAll(() => t.close());

  it('copies the parts sent on arrival into place and reads none of the file', async () => {
    // Two PATCHes of 10 MiB: parts of 8 MiB leave bytes waiting between them and at the end.
    const bytes = pdfBytes(20 * MB);
    const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename: 'big.pdf' });
    const uploadsDir = path.join(t.dataDir, 'uploads');
    expect(fs.existsSync(path.join(uploadsDir, `${uploadId}.parts`))).toBe(true);

    const reads = vi.spyOn(fs, 'createReadStream');
    const published = await publishDocument(t, admin, uploadId);
    expect(published.statusCode, published.body).toBe(201);
    expect(reads.mock.calls.filter(([file]) => String(file).startsWith(uploadsDir))).toEqual([]);

    const document = published.json<{ document: Document }>().document;
    expect(await stored(document.filePath)).toBe(sha256Of(bytes));
    expect(await s3.stat(stagingKey(uploadId))).toBeNull();
    expect(fs.readdirSync(uploadsDir).filter((name) => name.startsWith(uploadId))).toEqual([]);
  });

  it('leaves no staged object behind a crash for more than a day', async () => {
    await s3.put(
      stagingKey('o0000000000000000-left-by-a-crash'),
      Readable.from([Buffer.from('x')]),
    );
    await t.services.files.sweepOrphans(3600_000, Date.now() + 2 * 3600_000);
    expect(await s3.stat(stagingKey('o0000000000000000-left-by-a-crash'))).not.toBeNull();
    await t.services.files.sweepOrphans(3600_000, Date.now() + 25 * 3600_000);
    expect(await s3.stat(stagingKey('o0000000000000000-left-by-a-crash'))).toBeNull();
  });

  it('publishes nothing when the bytes are not the ones the browser hashed', async () => {
    const uploadId = await uploadBytes(t, admin, pdfBytes(12 * MB), {
      kind: 'document',
      filename: 'changed.pdf',
      sha256: sha256Of(pdfBytes(12 * MB - 1)),
    });
    expect((await publishDocument(t, admin, uploadId)).statusCode).toBe(422);
    expect(await s3.stat(stagingKey(uploadId))).toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', `${uploadId}.parts`))).toBe(false);
  });
});

describe('the parts of an unfinished upload', () => {
  const bytes = crypto.randomBytes(20 * MB);
  const directory = path.join(tmp, 'uploads');
  const newStore = (parts = s3, answerMs?: number) =>
    new PrivateFileStore({
      directory,
      expirationPeriodInMilliseconds: 60_000,
      parts,
      ...(answerMs ? { answerMs } : {}),
    });

  async function newUpload(store: PrivateFileStore) {
    const upload = new Upload({
      id: crypto.randomBytes(8).toString('hex'),
      size: bytes.length,
      offset: 0,
    });
    await store.create(upload);
    return upload.id;
  }
  const write = (store: PrivateFileStore, id: string, from: number, to = bytes.length) =>
    store.write(Readable.from([bytes.subarray(from, to)]), id, from);

  it('go on after a restart, from the record kept beside the upload', async () => {
    const id = await newUpload(newStore());
    await write(newStore(), id, 0, 11 * MB);
    // Another process (a restart) takes the rest.
    const again = newStore();
    await write(again, id, 11 * MB);
    expect(await again.publishSent(id, bytes.length, `documents/${id}.bin`)).toBe(true);
    expect(await stored(`documents/${id}.bin`)).toBe(sha256Of(bytes));
  });

  it('are given up when the store fails, and the upload is not', async () => {
    const failing = Object.create(s3) as S3Storage;
    let sent = 0;
    failing.sendPart = (...args) => {
      sent += 1;
      return sent === 2 ? Promise.reject(new Error('store down')) : s3.sendPart(...args);
    };
    const store = newStore(failing);
    const id = await newUpload(store);
    await expect(write(store, id, 0)).resolves.toBe(bytes.length);
    expect(await store.publishSent(id, bytes.length, `documents/${id}.bin`)).toBe(false);
    expect(fs.existsSync(path.join(directory, `${id}.parts`))).toBe(false);
    expect(await s3.stat(`documents/${id}.bin`)).toBeNull();
  });

  it('are given up when the store does not answer, and the PATCH still ends', async () => {
    const silent = Object.create(s3) as S3Storage;
    silent.sendPart = () => new Promise<string>(() => undefined);
    const store = newStore(silent, 200);
    const id = await newUpload(store);
    await expect(write(store, id, 0)).resolves.toBe(bytes.length);
    expect(await store.publishSent(id, bytes.length, `documents/${id}.bin`)).toBe(false);
    expect(fs.existsSync(path.join(directory, `${id}.parts`))).toBe(false);
  });

  it('are sent for two PATCHes at a time; the others only go to disk', async () => {
    const slow = Object.create(s3) as S3Storage;
    slow.sendPart = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return s3.sendPart(...args);
    };
    const store = newStore(slow);
    const ids = [await newUpload(store), await newUpload(store), await newUpload(store)];
    await Promise.all(ids.map((id) => write(store, id, 0, 10 * MB)));
    const relayed = ids.filter((id) => fs.existsSync(path.join(directory, `${id}.parts`)));
    expect(relayed).toEqual(ids.slice(0, 2));
    for (const id of ids) await store.remove(id);
  });

  it('are given up when the file is cut back below what was sent', async () => {
    const store = newStore();
    const id = await newUpload(store);
    await write(store, id, 0, 10 * MB);
    // A failed write cuts the file back to where its chunk began; here below the part sent.
    fs.truncateSync(path.join(directory, id), 5 * MB);
    await write(store, id, 5 * MB);
    expect(await store.publishSent(id, bytes.length, `documents/${id}.bin`)).toBe(false);
    expect(await s3.stat(`documents/${id}.bin`)).toBeNull();
  });

  it('go with the upload when it is removed', async () => {
    const store = newStore();
    const id = await newUpload(store);
    await write(store, id, 0, 10 * MB);
    expect(fs.existsSync(path.join(directory, `${id}.parts`))).toBe(true);
    await store.remove(id);
    expect(fs.readdirSync(directory).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('are not begun for an upload smaller than a part', async () => {
    const store = newStore();
    const upload = new Upload({ id: crypto.randomBytes(8).toString('hex'), size: MB, offset: 0 });
    await store.create(upload);
    await store.write(Readable.from([bytes.subarray(0, MB)]), upload.id, 0);
    expect(fs.existsSync(path.join(directory, `${upload.id}.parts`))).toBe(false);
  });
});
