import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../../test/helpers';
import {
  createUpload,
  patchUpload,
  pdfBytes,
  publishDocument,
  uploadBytes,
} from '../../../test/upload-helpers';

/**
 * docs/product.md#sec-file-modes: what the server writes to disk, finished or not, is readable by
 * its own user only: files 0600, folders 0700 (POSIX permissions; Windows has none of these).
 */
let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());

/** Every entry under `root` (itself included) with its permission bits, as `path mode` lines. */
function modesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    found.push(`${path.relative(t.dataDir, dir) || '.'}/ ${modeOf(dir)}`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(`${path.relative(t.dataDir, full)} ${modeOf(full)}`);
    }
  };
  walk(root);
  return found;
}
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
/** The lines of `modesUnder` whose mode is not the one for their kind. */
const wrongModes = (root: string) =>
  modesUnder(root).filter((line) => !/\/ 700$/.test(line) && !/[^/] 600$/.test(line));

describe.skipIf(process.platform === 'win32')('file and folder modes', () => {
  it('keeps an unfinished upload and its record readable by the server only', async () => {
    const bytes = pdfBytes(2000);
    const created = await createUpload(t, admin, bytes.length, {
      kind: 'document',
      filename: 'half.pdf',
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const sent = await patchUpload(t, admin, location, 0, bytes.subarray(0, 1000));
    expect(sent.statusCode).toBe(204);
    const uploads = path.join(t.dataDir, 'uploads');
    const id = location.split('/').pop()!;
    expect(modesUnder(uploads)).toEqual(
      expect.arrayContaining([`uploads/ 700`, `uploads/${id} 600`, `uploads/${id}.json 600`]),
    );
    expect(wrongModes(uploads)).toEqual([]);
  });

  it('stores a published file and its folders readable by the server only', async () => {
    const id = await uploadBytes(t, admin, pdfBytes(3000), {
      kind: 'document',
      filename: 'manual.pdf',
    });
    expect((await publishDocument(t, admin, id)).statusCode).toBe(201);
    const files = path.join(t.dataDir, 'files');
    expect(modesUnder(files).filter((line) => line.endsWith(' 600'))).not.toHaveLength(0);
    expect(wrongModes(files)).toEqual([]);
  });
});
