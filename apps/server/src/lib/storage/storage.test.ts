import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3';
import { DiskStorage } from './disk-storage';
import { parseS3Url, S3Storage } from './s3-storage';
import { assertSafeKey, StorageNotFoundError, type Storage } from './storage';

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-storage-'));
let s3rver: LocalS3;
let s3: S3Storage;

beforeAll(async () => {
  s3rver = await startLocalS3(path.join(tmp, 's3'));
  s3 = new S3Storage(parseS3Url(s3rver.url('tenant-a')));
});
afterAll(async () => {
  s3.close();
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  ['disk', () => new DiskStorage(path.join(tmp, 'disk'))],
  ['S3', () => s3],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('is reachable', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });

  it('stores a stream, reads it back whole or by range, and reports its size', async () => {
    const store = make();
    const { size } = await store.put('documents/abc.txt', Readable.from(['hello ', 'world']));
    expect(size).toBe(11);
    expect(await read(await store.get('documents/abc.txt'))).toBe('hello world');
    expect(await read(await store.get('documents/abc.txt', { start: 6 }))).toBe('world');
    expect(await read(await store.get('documents/abc.txt', { start: 0, end: 4 }))).toBe('hello');
    expect(await store.stat('documents/abc.txt')).toMatchObject({
      key: 'documents/abc.txt',
      size: 11,
    });
  });

  it('replaces a file under the same key', async () => {
    const store = make();
    await store.put('software/x.zip', Readable.from(['one']));
    await store.put('software/x.zip', Readable.from(['two']));
    expect(await read(await store.get('software/x.zip'))).toBe('two');
  });

  it('lists by prefix and deletes', async () => {
    const store = make();
    await store.put('documents/doc-1/v1/a.pdf', Readable.from(['a']));
    await store.put('documents/doc-1/v2/b.pdf', Readable.from(['bb']));
    const keys: string[] = [];
    for await (const object of store.list('documents/doc-1/')) keys.push(object.key);
    expect(keys.sort()).toEqual(['documents/doc-1/v1/a.pdf', 'documents/doc-1/v2/b.pdf']);
    await store.delete('documents/doc-1/v1/a.pdf');
    await store.delete('documents/doc-1/v1/a.pdf'); // twice is fine
    expect(await store.stat('documents/doc-1/v1/a.pdf')).toBeNull();
  });

  it('says plainly when a file is not there', async () => {
    await expect(make().get('documents/missing.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await make().stat('documents/missing.pdf')).toBeNull();
  });

  it.each([
    '../escape',
    'documents/../../etc/passwd',
    '/abs/path',
    'a\\b',
    'nul\0byte',
    '.hidden',
    'a//b',
    '',
  ])('refuses the unsafe key %j', async (key) => {
    await expect(make().put(key, Readable.from(['x']))).rejects.toThrow(/Unsafe storage key/);
    await expect(make().get(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('assertSafeKey', () => {
  it('accepts the keys docs/product.md#storage-paths uses', () => {
    for (const key of [
      'software/ABCDEF0123.zip',
      'documents/ABCDEF.pdf',
      'documents/doc_1/v2/manual-v2.pdf',
    ]) {
      expect(() => assertSafeKey(key)).not.toThrow();
    }
  });
});

describe('parseS3Url', () => {
  it('reads bucket, prefix, endpoint, region and credentials', () => {
    expect(
      parseS3Url(
        's3://key:se%2Fcret@bucket/some/prefix?endpoint=https://minio:9000&region=eu-west-2',
      ),
    ).toEqual({
      bucket: 'bucket',
      prefix: 'some/prefix',
      endpoint: 'https://minio:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'se/cret',
    });
    expect(parseS3Url('s3://plain')).toMatchObject({
      bucket: 'plain',
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses anything else', () => {
    expect(() => parseS3Url('https://bucket')).toThrow(/STORAGE_URL/);
  });
});
