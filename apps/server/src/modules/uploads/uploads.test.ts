import crypto from 'node:crypto';
import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../../test/helpers';
import {
  createUpload,
  headUpload,
  patchUpload,
  readAll,
  sha256Of,
  tusMetadata,
} from '../../../test/upload-helpers';
import { ownerTag } from './uploads.service';

let t: TestContext, admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({}, { DOCUMENT_MAX_BYTES: '4096' }));
  otherAdmin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

const create = (user: TestUser, size: number, metadata: Record<string, string>) =>
  createUpload(t, user, size, metadata);
const patch = (user: TestUser, location: string, offset: number, bytes: Buffer) =>
  patchUpload(t, user, location, offset, bytes);
const head = (user: TestUser, location: string) => headUpload(t, user, location);

async function upload(bytes: Buffer, metadata: Record<string, string>) {
  const created = await create(admin, bytes.length, metadata);
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  expect((await patch(admin, location, 0, bytes.subarray(0, half))).statusCode).toBe(204);
  // Resume from the server's offset, as a client does after a dropped connection.
  expect((await head(admin, location)).headers['upload-offset']).toBe(String(half));
  const done = await patch(admin, location, half, bytes.subarray(half));
  expect(done.statusCode).toBe(204);
  expect(done.headers['upload-offset']).toBe(String(bytes.length));
  return location.split('/').pop()!;
}

describe('uploads', () => {
  it('takes a file in resumable pieces, verifies the declared hash and moves it to its key', async () => {
    const bytes = crypto.randomBytes(3000);
    const id = await upload(bytes, {
      kind: 'document',
      filename: 'manual.PDF',
      sha256: sha256Of(bytes),
    });
    const file = await t.services.uploads.finalize(
      id,
      admin.id,
      'document',
      (f) => `documents/${f.sha256}.${f.extension}`,
    );
    expect(file).toEqual({
      key: `documents/${sha256Of(bytes).toUpperCase()}.pdf`,
      sha256: sha256Of(bytes).toUpperCase(),
      sizeBytes: 3000,
      fileName: 'manual.PDF',
      extension: 'pdf',
    });
    expect((await readAll(await t.storage.get(file.key))).equals(bytes)).toBe(true);
    // The upload is used up.
    await expect(
      t.services.uploads.finalize(id, admin.id, 'document', () => 'documents/x.pdf'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a file whose bytes do not match the declared hash, and publishes nothing', async () => {
    const bytes = crypto.randomBytes(1000);
    const id = await upload(bytes, {
      kind: 'document',
      filename: 'a.pdf',
      sha256: 'ab'.repeat(32),
    });
    await expect(
      t.services.uploads.finalize(id, admin.id, 'document', () => 'documents/mismatch.pdf'),
    ).rejects.toMatchObject({ statusCode: 422, code: 'hash-mismatch' });
    expect(await t.storage.stat('documents/mismatch.pdf')).toBeNull();
  });

  it('uses the server’s own hash when the browser could not hash', async () => {
    const bytes = crypto.randomBytes(100);
    const id = await upload(bytes, { kind: 'document', filename: 'b.png' });
    const file = await t.services.uploads.finalize(
      id,
      admin.id,
      'document',
      (f) => `documents/${f.sha256}.${f.extension}`,
    );
    expect(file.sha256).toBe(sha256Of(bytes).toUpperCase());
  });

  it('accepts software only as a real ZIP', async () => {
    const named = await create(admin, 10, { kind: 'software', filename: 'tool.exe' });
    expect(named.statusCode).toBe(400);
    expect(named.body).toBe(messages.software.zipOnly);
    const fake = Buffer.from('MZ this is not a zip');
    const id = await upload(fake, {
      kind: 'software',
      filename: 'tool.zip',
      sha256: sha256Of(fake),
    });
    await expect(
      t.services.uploads.finalize(id, admin.id, 'software', () => 'software/x.zip'),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: messages.software.zipOnly,
    });
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), crypto.randomBytes(50)]);
    const ok = await upload(zip, { kind: 'software', filename: 'tool.zip', sha256: sha256Of(zip) });
    const file = await t.services.uploads.finalize(
      ok,
      admin.id,
      'software',
      (f) => `software/${f.sha256}.zip`,
    );
    expect(file.key).toBe(`software/${sha256Of(zip).toUpperCase()}.zip`);
  });

  it('refuses an upload over the size limit with 413 before any byte is stored', async () => {
    const response = await create(admin, 5000, { kind: 'document', filename: 'big.pdf' });
    expect(response.statusCode).toBe(413);
  });

  it('lets nobody else resume, read or finalize someone’s upload', async () => {
    const created = await create(admin, 10, { kind: 'document', filename: 'mine.pdf' });
    const location = String(created.headers.location);
    expect((await head(otherAdmin, location)).statusCode).toBe(404);
    expect((await patch(otherAdmin, location, 0, Buffer.alloc(10))).statusCode).toBe(404);
    const id = location.split('/').pop()!;
    await expect(
      t.services.uploads.finalize(id, otherAdmin.id, 'document', () => 'documents/y.pdf'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('names an upload after its real uploader, whatever owner header a client sends', async () => {
    const created = await createUpload(
      t,
      admin,
      10,
      { kind: 'document', filename: 'f.pdf' },
      { 'x-toolbox-upload-owner': ownerTag(otherAdmin.id) },
    );
    expect(String(created.headers.location)).toContain(`/${ownerTag(admin.id)}-`);
  });

  it('cannot be pointed at someone else’s upload through the query string', async () => {
    const victim = await create(otherAdmin, 10, { kind: 'document', filename: 'victim.pdf' });
    const victimId = String(victim.headers.location).split('/').pop()!;
    const mine = String(
      (await create(admin, 10, { kind: 'document', filename: 'mine.pdf' })).headers.location,
    );
    const sneaky = await patch(admin, `${mine}?x=/${victimId}`, 0, Buffer.alloc(10, 1));
    // Refused: the route takes no query (decision 020); nothing is written anywhere.
    expect(sneaky.statusCode).toBe(400);
    expect((await head(otherAdmin, String(victim.headers.location))).headers['upload-offset']).toBe(
      '0',
    );
    const erase = await t.app.inject({
      method: 'DELETE',
      url: `${mine}?/${victimId}`,
      headers: { cookie: admin.cookie, 'tus-resumable': '1.0.0' },
    });
    expect(erase.statusCode).toBe(400);
    expect((await head(otherAdmin, String(victim.headers.location))).statusCode).toBe(200);
    expect((await head(admin, mine)).statusCode).toBe(200);
  });

  it('refuses an upload that does not declare its length', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        cookie: admin.cookie,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': tusMetadata({ kind: 'document', filename: 'big.pdf' }),
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an unfinished upload', async () => {
    const created = await create(admin, 10, { kind: 'document', filename: 'part.pdf' });
    const location = String(created.headers.location);
    await patch(admin, location, 0, Buffer.alloc(5));
    const id = location.split('/').pop()!;
    await expect(
      t.services.uploads.finalize(id, admin.id, 'document', () => 'documents/z.pdf'),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses the next chunk of a user disabled mid-upload', async () => {
    const uploader = await t.createUser({ role: 'Admin' });
    const created = await create(uploader, 10, { kind: 'document', filename: 'c.pdf' });
    const location = String(created.headers.location);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${uploader.id}/disabled`,
      payload: { disabled: true },
      headers: { cookie: admin.cookie },
    });
    const next = await patch(uploader, location, 0, Buffer.alloc(10));
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 'account-disabled' });
  });
});
