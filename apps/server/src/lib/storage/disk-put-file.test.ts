import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DiskStorage } from './disk-storage';

// Issue #19 item 5: a finished upload becomes the stored file without a copy.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-put-file-'));
const storage = new DiskStorage(path.join(tmp, 'files'));
afterEach(() => vi.restoreAllMocks());
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function upload(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}

describe('DiskStorage.putFile', () => {
  it('links the file into place: the same bytes on disk, the source left as it was', async () => {
    const source = upload('upload-1', 'the manual');
    expect(await storage.putFile('documents/a.pdf', source)).toEqual({ size: 10 });
    const stored = path.join(tmp, 'files', 'documents', 'a.pdf');
    expect(fs.statSync(stored).ino).toBe(fs.statSync(source).ino);
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    fs.rmSync(source);
    expect(fs.readFileSync(stored, 'utf8')).toBe('the manual');
  });

  it('replaces what was stored under the key', async () => {
    await storage.putFile('documents/b.pdf', upload('upload-2', 'first'));
    await storage.putFile('documents/b.pdf', upload('upload-3', 'second'));
    expect(fs.readFileSync(path.join(tmp, 'files', 'documents', 'b.pdf'), 'utf8')).toBe('second');
  });

  it('copies the file when the disk refuses a link (another file system)', async () => {
    vi.spyOn(fsp, 'link').mockRejectedValue(Object.assign(new Error('EXDEV'), { code: 'EXDEV' }));
    const source = upload('upload-4', 'copied');
    expect(await storage.putFile('documents/c.pdf', source)).toEqual({ size: 6 });
    const stored = path.join(tmp, 'files', 'documents', 'c.pdf');
    expect(fs.statSync(stored).ino).not.toBe(fs.statSync(source).ino);
    expect(fs.readFileSync(stored, 'utf8')).toBe('copied');
    expect(fs.readdirSync(path.join(tmp, 'files', '.incoming'))).toEqual([]);
  });
});
