import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ERRORS, Upload } from '@tus/server';
import { sql } from 'drizzle-orm';
import type { Document } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { BucketUploadStore, uploadFolder } from './bucket-upload-store';
import { PendingUploadsRepository } from './pending-uploads.repository';
import { STORAGE_DOWN } from './private-file-store';

// Issue #21 item 1: with STORAGE_URL, an unfinished upload lives in the bucket and in a row of
// the database, so any replica takes its next PATCH. Two stores on one database and one bucket
// stand for two replicas: neither keeps anything of an upload in memory or on its disk.
const MB = 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bucket-uploads-'));
let s3rver: LocalS3;
let s3: S3Storage;
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  s3rver = await startLocalS3(path.join(tmp, 's3'));
  s3 = new S3Storage(parseS3Url(s3rver.url('bucket-uploads')));
  ({ t, admin } = await createTestAdmin(
    {},
    { DOCUMENT_MAX_BYTES: String(64 * MB) },
    { storage: s3 },
  ));
});
afterAll(async () => {
  await t.close();
  s3.close();
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const keysUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const object of s3.list(prefix)) keys.push(object.key);
  return keys;
};
const stored = async (key: string) => sha256Of(await readAll(await s3.get(key)));

/** A replica's store: on the test's database and bucket, with nothing of its own. */
const replica = (storage: S3Storage = s3, options: { answerMs?: number; expiryMs?: number } = {}) =>
  new BucketUploadStore({
    storage,
    records: new PendingUploadsRepository(t.database.db),
    expirationPeriodInMilliseconds: options.expiryMs ?? 3600_000,
    ...(options.answerMs ? { answerMs: options.answerMs } : {}),
  });

async function newUpload(store: BucketUploadStore, size: number) {
  const upload = new Upload({
    id: `o0000000000000000-${crypto.randomBytes(16).toString('hex')}`,
    size,
    offset: 0,
    metadata: { kind: 'document', filename: 'manual.pdf' },
  });
  await store.create(upload);
  return upload.id;
}
const write = (store: BucketUploadStore, id: string, bytes: Buffer, from: number, to: number) =>
  store.write(Readable.from([bytes.subarray(from, to)]), id, from);
const offsetOf = async (store: BucketUploadStore, id: string) => (await store.getUpload(id)).offset;

describe('an upload in the bucket', () => {
  it('is published from the bucket and leaves nothing on the disk or under uploads/', async () => {
    // Two PATCHes of 10 MiB: parts of 8 MiB leave a tail between them and a short last part.
    const bytes = pdfBytes(20 * MB);
    const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename: 'big.pdf' });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    // The tail between the PATCHes went into the parts; the parts are no object yet.
    expect(await keysUnder(uploadFolder(uploadId))).toEqual([]);

    const published = await publishDocument(t, admin, uploadId);
    expect(published.statusCode, published.body).toBe(201);
    const document = published.json<{ document: Document }>().document;
    expect(await stored(document.filePath)).toBe(sha256Of(bytes));
    expect(await keysUnder(uploadFolder(uploadId))).toEqual([]);
    expect(await new PendingUploadsRepository(t.database.db).get(uploadId)).toBeNull();
  });

  it('takes each PATCH on whichever replica, and keeps the running hash between them', async () => {
    const bytes = crypto.randomBytes(20 * MB);
    const [a, b] = [replica(), replica()];
    const id = await newUpload(a, bytes.length);
    // A short first PATCH (a tail only), one that fills a part from the tail, then the rest.
    await write(a, id, bytes, 0, 3 * MB);
    await write(b, id, bytes, 3 * MB, 11 * MB);
    expect(await offsetOf(a, id)).toBe(11 * MB);
    await write(a, id, bytes, 11 * MB, bytes.length);
    await b.prepare(id);
    expect(await b.takeHash(id, bytes.length)).toBe(sha256Of(bytes).toUpperCase());
    await a.publish(id, `documents/${id}.bin`);
    expect(await stored(`documents/${id}.bin`)).toBe(sha256Of(bytes));
    await b.remove(id);
    expect(await keysUnder(uploadFolder(id))).toEqual([]);
  });

  it('keeps the parts acknowledged before a store fault, and resumes from them', async () => {
    const bytes = crypto.randomBytes(20 * MB);
    const failing = Object.create(s3) as S3Storage;
    let sent = 0;
    failing.sendPart = (...args) => {
      sent += 1;
      return sent === 2 ? Promise.reject(new Error('store down')) : s3.sendPart(...args);
    };
    const id = await newUpload(replica(), bytes.length);
    await expect(write(replica(failing), id, bytes, 0, bytes.length)).rejects.toBe(STORAGE_DOWN);
    expect(await offsetOf(replica(), id)).toBe(8 * MB);
    await write(replica(), id, bytes, 8 * MB, bytes.length);
    await replica().prepare(id);
    // The hash did not follow every byte through the fault: publishing reads the file again.
    expect(await replica().takeHash(id, bytes.length)).toBeUndefined();
    expect(sha256Of(await readAll(await replica().stream(id)))).toBe(sha256Of(bytes));
    await replica().remove(id);
  });

  it('keeps the right tail when the store takes a PUT late that its PATCH had given up on', async () => {
    const bytes = crypto.randomBytes(20 * MB);
    const id = await newUpload(replica(), bytes.length);
    // The first PATCH's tail PUT answers after the PATCH gave up on it (a 503 for the client)...
    const late = Object.create(s3) as S3Storage;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let landed: Promise<unknown> = Promise.resolve();
    late.put = (key, body, options) => {
      landed = gate.then(() => s3.put(key, body, options));
      return landed as ReturnType<S3Storage['put']>;
    };
    await expect(write(replica(late, { answerMs: 1000 }), id, bytes, 0, 10 * MB)).rejects.toBe(
      STORAGE_DOWN,
    );
    // ...which kept the part it sent; the client resumes there, with more bytes than that tail.
    expect(await offsetOf(replica(), id)).toBe(8 * MB);
    await write(replica(), id, bytes, 8 * MB, 15 * MB);
    release();
    await landed;
    await write(replica(), id, bytes, 15 * MB, bytes.length);
    await replica().prepare(id);
    expect(sha256Of(await readAll(await replica().stream(id)))).toBe(sha256Of(bytes));
    await replica().remove(id);
  });

  it('moves on from where a PATCH began only: a second writer with a stale view is refused', async () => {
    const bytes = crypto.randomBytes(3 * MB);
    const id = await newUpload(replica(), 10 * MB);
    const row = await new PendingUploadsRepository(t.database.db).get(id);
    await write(replica(), id, bytes, 0, MB);
    // A writer that read the row before that PATCH (it lost its lock) cannot overwrite it.
    const stale = new PendingUploadsRepository(t.database.db);
    expect(
      await stale.save(
        id,
        { sentBytes: 0, tailBytes: 5 },
        { sentBytes: row!.sentBytes, tailBytes: row!.tailBytes },
      ),
    ).toBe(false);
    expect(await offsetOf(replica(), id)).toBe(MB);
    await replica().remove(id);
  });

  it('answers 503 when the store does not answer, instead of holding the PATCH', async () => {
    const silent = Object.create(s3) as S3Storage;
    silent.sendPart = () => new Promise<string>(() => undefined);
    const bytes = crypto.randomBytes(9 * MB);
    const id = await newUpload(replica(), bytes.length);
    await expect(
      write(replica(silent, { answerMs: 200 }), id, bytes, 0, bytes.length),
    ).rejects.toBe(STORAGE_DOWN);
    expect(await offsetOf(replica(), id)).toBe(0);
    await replica().remove(id);
  });

  it('keeps what arrived when the client goes away mid-PATCH', async () => {
    const bytes = crypto.randomBytes(12 * MB);
    const id = await newUpload(replica(), bytes.length);
    const dropped = Readable.from(
      (async function* () {
        yield bytes.subarray(0, 9 * MB);
        throw new Error('client gone');
      })(),
    );
    await expect(replica().write(dropped, id, 0)).rejects.toThrow('client gone');
    expect(await offsetOf(replica(), id)).toBe(9 * MB);
    await write(replica(), id, bytes, 9 * MB, bytes.length);
    expect(await replica().takeHash(id, bytes.length)).toBe(sha256Of(bytes).toUpperCase());
    await replica().remove(id);
  });

  it('stays where it was when a replica dies between sending a part and writing it down', async () => {
    const bytes = crypto.randomBytes(10 * MB);
    const id = await newUpload(replica(), bytes.length);
    await write(replica(), id, bytes, 0, 2 * MB);
    const records = new PendingUploadsRepository(t.database.db);
    records.save = () => Promise.reject(new Error('process killed'));
    const dying = new BucketUploadStore({
      storage: s3,
      records,
      expirationPeriodInMilliseconds: 3600_000,
    });
    await expect(write(dying, id, bytes, 2 * MB, bytes.length)).rejects.toThrow();
    expect(await offsetOf(replica(), id)).toBe(2 * MB);
    await write(replica(), id, bytes, 2 * MB, bytes.length);
    await replica().prepare(id);
    expect(sha256Of(await readAll(await replica().stream(id)))).toBe(sha256Of(bytes));
    await replica().remove(id);
  });

  it('is refused at a PATCH from the wrong offset, and at one after its removal', async () => {
    const bytes = crypto.randomBytes(MB);
    const id = await newUpload(replica(), bytes.length);
    await expect(write(replica(), id, bytes, 5, bytes.length)).rejects.toBe(ERRORS.INVALID_OFFSET);
    await replica().remove(id);
    await expect(write(replica(), id, bytes, 0, bytes.length)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('may be empty', async () => {
    const id = await newUpload(replica(), 0);
    await replica().prepare(id);
    expect(await replica().takeHash(id, 0)).toBe(sha256Of(Buffer.alloc(0)).toUpperCase());
    await replica().publish(id, `documents/${id}.empty`);
    expect((await s3.stat(`documents/${id}.empty`))?.size).toBe(0);
    await replica().remove(id);
  });

  it('publishes nothing when the bytes are not the ones the browser hashed', async () => {
    const uploadId = await uploadBytes(t, admin, pdfBytes(12 * MB), {
      kind: 'document',
      filename: 'changed.pdf',
      sha256: sha256Of(pdfBytes(12 * MB - 1)),
    });
    expect((await publishDocument(t, admin, uploadId)).statusCode).toBe(422);
    expect(await keysUnder(uploadFolder(uploadId))).toEqual([]);
  });
});

describe('the sweep of uploads in the bucket', () => {
  it('removes expired uploads and objects no upload owns, once they are old', async () => {
    const store = replica(s3, { expiryMs: 3 * 3600_000 });
    const bytes = crypto.randomBytes(3 * MB);
    const expired = await newUpload(store, 10 * MB);
    await write(store, expired, bytes, 0, bytes.length);
    const live = await newUpload(store, 10 * MB);
    await write(store, live, bytes, 0, bytes.length);
    await t.database.db.execute(
      sql`update pending_uploads set created_at = now() - interval '4 hours' where id = ${expired}`,
    );
    await s3.put(
      'uploads/o0000000000000000-left-by-a-crash/data',
      Readable.from([Buffer.from('x')]),
    );

    // Now: the expired upload goes; the stray object is not an hour old yet.
    expect(await store.deleteExpired(Date.now() + 1000)).toBe(1);
    expect(await keysUnder(uploadFolder(expired))).toEqual([]);
    expect(await keysUnder(uploadFolder(live))).not.toEqual([]);
    expect(await keysUnder('uploads/o0000000000000000-left-by-a-crash/')).not.toEqual([]);

    // An hour on, the stray goes; the live upload's tail stays while its row stands.
    expect(await store.deleteExpired(Date.now() + 61 * 60_000)).toBe(0);
    expect(await keysUnder('uploads/o0000000000000000-left-by-a-crash/')).toEqual([]);
    expect(await offsetOf(store, live)).toBe(bytes.length);
    await store.remove(live);
  });
});
