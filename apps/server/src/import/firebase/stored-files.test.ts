import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentFilePath } from '@toolbox/domain';
import { DiskStorage } from '../../lib/storage/disk-storage';
import { ImportedFiles } from './stored-files';

// Issue #20: the files of a Firebase export are copied streamed and verified, and only from
// inside the --storage folder.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-imported-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) =>
  crypto.createHash('sha256').update(bytes).digest('hex').toUpperCase();

function setUp(name: string) {
  const folder = path.join(dir, name, 'export');
  fs.mkdirSync(path.join(folder, 'documents'), { recursive: true });
  const storage = new DiskStorage(path.join(dir, name, 'files'));
  const put = (objectName: string, bytes: Buffer) => {
    fs.writeFileSync(path.join(folder, objectName), bytes);
    return bytes;
  };
  const keys = async () => {
    const found: string[] = [];
    for await (const object of storage.list('documents/')) found.push(object.key);
    return found;
  };
  return { folder, storage, put, keys };
}

const asDocument = (filePath: string, sha: string | null) => ({
  filePath,
  sha256: sha,
  keyFor: (hash: string) => documentFilePath(hash, 'pdf'),
});

describe('copying the files an export names', () => {
  it('copies and verifies, and a wrong hash leaves nothing stored', async () => {
    const { folder, storage, put, keys } = setUp('verify');
    const bytes = put('documents/a.pdf', Buffer.from('%PDF-1.4 manual'));
    const files = new ImportedFiles(storage, folder, false, (key) => storage.delete(key));
    const copied = await files.copy(asDocument('documents/a.pdf', sha256(bytes).toLowerCase()));
    expect(copied).toEqual({
      key: `documents/${sha256(bytes)}.pdf`,
      sha256: sha256(bytes),
      sizeBytes: bytes.length,
      written: true,
    });
    const wrong = await files.copy(asDocument('documents/a.pdf', sha256(Buffer.from('other'))));
    expect(wrong).toEqual({
      failed: `SHA-256 of documents/a.pdf is ${sha256(bytes)}, the record says ${sha256(Buffer.from('other'))}`,
    });
    expect(await keys()).toEqual([`documents/${sha256(bytes)}.pdf`]);
    // No hash in the record: computed, and said.
    const computed = await files.copy(asDocument('documents/a.pdf', null));
    expect(computed).toMatchObject({
      sha256: sha256(bytes),
      note: 'documents/a.pdf had no sha256FileHash; it was computed',
    });
  });

  it('writes nothing for bytes that are not what the record says, or not of their kind', async () => {
    const { folder, storage, put, keys } = setUp('refuse');
    const bytes = put('documents/c.pdf', Buffer.from('%PDF-1.4 third'));
    const files = new ImportedFiles(storage, folder, false, (key) => storage.delete(key));
    const claimed = sha256(Buffer.from('what Firebase had'));
    expect(await files.copy(asDocument('documents/c.pdf', claimed))).toEqual({
      failed: `SHA-256 of documents/c.pdf is ${sha256(bytes)}, the record says ${claimed}`,
    });
    const notZip = await files.copy({
      ...asDocument('documents/c.pdf', sha256(bytes)),
      check: (head) => (head.subarray(0, 2).toString() === 'PK' ? null : 'is not a ZIP archive'),
    });
    expect(notZip).toEqual({ failed: 'documents/c.pdf is not a ZIP archive' });
    // Nothing was ever put at the key the claimed hash names, not even for a moment.
    expect(await keys()).toEqual([]);
  });

  it('reads nothing outside the folder, by path or by link', async () => {
    const { folder, storage, keys } = setUp('outside');
    fs.writeFileSync(path.join(dir, 'secret.pdf'), 'outside');
    fs.symlinkSync(path.join(dir, 'secret.pdf'), path.join(folder, 'documents', 'link.pdf'));
    const files = new ImportedFiles(storage, folder, false, (key) => storage.delete(key));
    expect(await files.copy(asDocument('../../secret.pdf', null))).toEqual({
      failed: 'the file path "../../secret.pdf" is not valid',
    });
    expect(await files.copy(asDocument('documents/link.pdf', null))).toEqual({
      failed: 'the file path "documents/link.pdf" leads outside --storage',
    });
    expect(await files.copy(asDocument('documents/none.pdf', null))).toEqual({
      failed: 'file missing from --storage: documents/none.pdf',
    });
    expect(await keys()).toEqual([]);
  });

  it('writes nothing on a dry run, and puts back a file removed before the commit', async () => {
    const { folder, storage, put, keys } = setUp('restore');
    const bytes = put('documents/b.pdf', Buffer.from('%PDF-1.4 another'));
    const dry = new ImportedFiles(storage, folder, true, (key) => storage.delete(key));
    expect(await dry.copy(asDocument('documents/b.pdf', sha256(bytes)))).toMatchObject({
      written: false,
    });
    expect(await keys()).toEqual([]);
    const files = new ImportedFiles(storage, folder, false, (key) => storage.delete(key));
    const copied = await files.copy(asDocument('documents/b.pdf', sha256(bytes)));
    if ('failed' in copied) throw new Error(copied.failed);
    // A server's sweep removes it as unreferenced, before the import's records commit.
    await storage.delete(copied.key);
    await files.restore(copied.key);
    expect(await keys()).toEqual([copied.key]);
    expect(files.written.has(copied.key)).toBe(true);
  });
});
