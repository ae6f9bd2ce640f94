import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, injectAs, type TestContext, type TestUser } from '../../../test/helpers';
import {
  headUpload,
  pdfBytes,
  pngBytes,
  sha256Of,
  uploadBytes,
  zipBytes,
} from '../../../test/upload-helpers';

// The portal hashes a file while it sends it, so it knows the hash only once the last byte has
// gone: it declares it in the body that publishes the upload, not in the upload's tus metadata.

let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());

const WRONG = 'AB'.repeat(32);

/** An upload with no hash in its metadata, as the portal now sends it. */
const undeclared = (bytes: Buffer, kind: 'document' | 'software' | 'image', filename: string) =>
  uploadBytes(t, admin, bytes, { kind, filename, sha256: null });

const total = async (url: string) =>
  (await injectAs(t, admin, 'GET', url)).json<{ total: number }>().total;

/** The upload is gone (the client must send the file again) and no file is stored under `key`. */
async function expectRefusedAndGone(uploadId: string, key: string) {
  const head = await headUpload(t, admin, `/api/v1/uploads/${uploadId}`);
  expect(head.statusCode).toBe(404);
  expect(await t.storage.stat(key)).toBeNull();
}

describe('a hash declared when publishing', () => {
  it('publishes a document whose bytes match it, under that hash', async () => {
    const bytes = pdfBytes(2000);
    const uploadId = await undeclared(bytes, 'document', 'manual.pdf');
    const response = await injectAs(t, admin, 'POST', '/api/v1/documents', {
      uploadId,
      category: 'Service',
      sha256: sha256Of(bytes),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: { sha256FileHash: string } }>();
    expect(document.sha256FileHash).toBe(sha256Of(bytes).toUpperCase());
  });

  it('refuses a document whose bytes do not match it and publishes nothing', async () => {
    const bytes = pdfBytes(2000);
    const uploadId = await undeclared(bytes, 'document', 'wrong.pdf');
    const before = await total('/api/v1/documents');
    const response = await injectAs(t, admin, 'POST', '/api/v1/documents', {
      uploadId,
      category: 'Service',
      sha256: WRONG,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'hash-mismatch' });
    expect(await total('/api/v1/documents')).toBe(before);
    await expectRefusedAndGone(uploadId, `documents/${sha256Of(bytes).toUpperCase()}.pdf`);
  });

  it('refuses one that contradicts the hash the upload declared when it was created', async () => {
    const bytes = pdfBytes(500);
    const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename: 'a.pdf' });
    const response = await injectAs(t, admin, 'POST', '/api/v1/documents', {
      uploadId,
      category: 'Service',
      sha256: WRONG,
    });
    expect(response.statusCode).toBe(422);
  });

  it('refuses a new version, a software package and an image whose bytes do not match it', async () => {
    const first = pdfBytes(300);
    const created = await injectAs(t, admin, 'POST', '/api/v1/documents', {
      uploadId: await undeclared(first, 'document', 'v1.pdf'),
      category: 'Service',
      sha256: sha256Of(first),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { document } = created.json<{ document: { id: string } }>();

    const version = pdfBytes(400);
    const versionUpload = await undeclared(version, 'document', 'v2.pdf');
    const versioned = await injectAs(
      t,
      admin,
      'POST',
      `/api/v1/documents/${document.id}/versions`,
      {
        uploadId: versionUpload,
        changes: 'Wrong bytes',
        sha256: WRONG,
      },
    );
    expect(versioned.statusCode).toBe(422);
    await expectRefusedAndGone(versionUpload, `documents/${document.id}/v2/v2.pdf`);

    const zip = zipBytes(400);
    const softwareUpload = await undeclared(zip, 'software', 'tool.zip');
    const software = await injectAs(t, admin, 'POST', '/api/v1/software', {
      uploadId: softwareUpload,
      name: 'Tool',
      category: 'Firmware',
      version: '1.0',
      sha256: WRONG,
    });
    expect(software.statusCode).toBe(422);
    expect(await total('/api/v1/software')).toBe(0);
    await expectRefusedAndGone(softwareUpload, `software/${sha256Of(zip).toUpperCase()}.zip`);

    const png = pngBytes(300);
    const imageUpload = await undeclared(png, 'image', 'photo.png');
    const image = await injectAs(t, admin, 'POST', '/api/v1/images', {
      uploadId: imageUpload,
      sha256: WRONG,
    });
    expect(image.statusCode).toBe(422);
    await expectRefusedAndGone(imageUpload, `images/${sha256Of(png)}.png`);
  });

  it('refuses a part diagram whose image does not match it', async () => {
    const png = pngBytes(300);
    const uploadId = await undeclared(png, 'image', 'diagram.png');
    const machine = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'Franke',
      model: 'A600',
    });
    expect(machine.statusCode, machine.body).toBe(201);
    const response = await injectAs(
      t,
      admin,
      'POST',
      '/api/v1/machines/franke_a600/part-diagrams',
      {
        title: 'Brew group',
        uploadId,
        sha256: WRONG,
      },
    );
    expect(response.statusCode, response.body).toBe(422);
    await expectRefusedAndGone(uploadId, `images/${sha256Of(png)}.png`);
  });

  it('refuses something that is not a SHA-256', async () => {
    const bytes = pdfBytes(300);
    const uploadId = await undeclared(bytes, 'document', 'x.pdf');
    const response = await injectAs(t, admin, 'POST', '/api/v1/documents', {
      uploadId,
      category: 'Service',
      sha256: 'not-a-hash',
    });
    expect(response.statusCode).toBe(400);
  });
});
