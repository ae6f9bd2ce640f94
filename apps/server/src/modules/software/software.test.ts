import crypto from 'node:crypto';
import { messages, type SoftwareItem } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { sha256Of, uploadBytes, zipBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/software',
    headers: { cookie: admin.cookie },
    payload,
  });

async function addPackage(
  fields: Record<string, unknown> = {},
  bytes = zipBytes(3000),
): Promise<SoftwareItem> {
  const uploadId = await uploadBytes(t, admin, bytes, { kind: 'software', filename: 'pkg.zip' });
  const response = await post({
    uploadId,
    name: 'Firmware',
    category: 'Firmware',
    version: '1.0.0',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ software: SoftwareItem }>().software;
}

const list = (query: string, user: TestUser = admin) =>
  t.app
    .inject({ method: 'GET', url: `/api/v1/software?${query}`, headers: { cookie: user.cookie } })
    .then((r) => r.json<{ items: SoftwareItem[]; total: number }>());

describe('software packages', () => {
  it('publishes a ZIP at software/{HASH}.zip with every field (docs/product.md#software)', async () => {
    const bytes = zipBytes(5000);
    const pkg = await addPackage(
      {
        name: 'A600 firmware',
        author: 'Franke',
        description: 'Fixes the grinder',
        version: '2.4.1',
        minVersion: '2.0',
        password: 's3cret',
        machineIds: ['franke_a600'],
        sendNotification: true,
      },
      bytes,
    );
    const hash = sha256Of(bytes).toUpperCase();
    expect(pkg).toMatchObject({
      name: 'A600 firmware',
      category: 'Firmware',
      author: 'Franke',
      version: '2.4.1',
      minVersion: '2.0',
      password: 's3cret',
      machineIds: ['franke_a600'],
      filePath: `software/${hash}.zip`,
      downloadURL: `/api/v1/software/${pkg.id}/file`,
      sha256FileHash: hash,
      fileSizeKB: 5,
      uploadedBy: admin.email,
      sendNotification: true,
      isBelowMinVersion: false,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: pkg.downloadURL,
      headers: { cookie: engineer.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="A600 firmware 2.4.1.zip"/,
    );
  });

  it('checks the fields with the product’s messages (docs/product.md#software-validation)', async () => {
    const uploadId = await uploadBytes(t, admin, zipBytes(100), {
      kind: 'software',
      filename: 'x.zip',
    });
    const response = await post({ uploadId, name: ' ', category: '', version: '' });
    expect(response.statusCode).toBe(400);
    const { details } = response.json<{ details: Record<string, string[]> }>();
    expect(details.name).toEqual([messages.software.nameRequired]);
    expect(details.category).toEqual([messages.software.categoryRequired]);
    expect(details.version).toEqual([messages.software.versionRequired]);
  });

  it.each([
    ['no upload', {}],
    ['an empty upload', { uploadId: ' ' }],
  ])('refuses a package with %s: File path or download URL is required', async (_, file) => {
    const response = await post({
      name: 'Firmware',
      category: 'Firmware',
      version: '1.0',
      ...file,
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json<{ details: Record<string, string[]> }>();
    expect(details.uploadId).toEqual([messages.software.fileRequired]);
  });

  it('takes only a real ZIP: the name and the magic bytes both count (docs/product.md#sec-real-zip)', async () => {
    const renamed = Buffer.from('MZ\x90\x00 an executable renamed to .zip', 'latin1');
    const uploadId = await uploadBytes(t, admin, renamed, { kind: 'software', filename: 'a.zip' });
    const response = await post({ uploadId, name: 'Fake', category: 'Tools', version: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.software.zipOnly });
    expect(await t.storage.stat(`software/${sha256Of(renamed).toUpperCase()}.zip`)).toBeNull();
    await expect(
      uploadBytes(t, admin, zipBytes(10), { kind: 'software', filename: 'tool.exe' }),
    ).rejects.toThrow(messages.software.zipOnly);
  });

  it('lists newest first, by machine, by category, by search, and orders by version numerically', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const machine = `m_${tag}`;
    const a = await addPackage({ name: `Tool ${tag}`, version: '1.10', machineIds: [machine] });
    const b = await addPackage({ name: `Other ${tag}`, version: '1.9.5', machineIds: [machine] });
    const c = await addPackage({ name: `Third ${tag}`, version: 'v1.2', category: `Cat${tag}` });

    expect((await list(`machineId=${machine}`)).items.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await list(`category=Cat${tag}`)).items.map((p) => p.id)).toEqual([c.id]);
    expect((await list(`search=tool%20${tag}`)).items.map((p) => p.id)).toEqual([a.id]);
    const byVersion = await list(`search=${tag}&sort=version&order=desc`);
    expect(byVersion.items.map((p) => p.version)).toEqual(['1.10', '1.9.5', 'v1.2']);
    const ascending = await list(`search=${tag}&sort=version&order=asc`, engineer);
    expect(ascending.items.map((p) => p.version)).toEqual(['v1.2', '1.9.5', '1.10']);
  });

  it('lists what the list shows, never the password or the hash; the record has the rest (issue #19)', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const pkg = await addPackage({
      name: `Brewer firmware ${tag}`,
      version: '1.2',
      minVersion: '1.10',
      password: 'svc-2026',
      description: 'Only the package page shows this. '.repeat(5),
      machineIds: [`m_${tag}`],
    });
    const [item] = (await list(`machineId=m_${tag}`, engineer)).items;
    expect(item).toEqual({
      id: pkg.id,
      name: pkg.name,
      author: pkg.author,
      category: 'Firmware',
      version: '1.2',
      minVersion: '1.10',
      isBelowMinVersion: true,
      machineIds: [`m_${tag}`],
      fileSizeKB: pkg.fileSizeKB,
      uploadDate: pkg.uploadDate,
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/v1/software/${pkg.id}`,
      headers: { cookie: engineer.cookie },
    });
    expect(record.json<{ software: SoftwareItem }>().software).toMatchObject({
      password: 'svc-2026',
      sha256FileHash: pkg.sha256FileHash,
      description: pkg.description,
    });
  });

  it('flags a package whose version is below its own minimum', async () => {
    const pkg = await addPackage({ version: '1.2', minVersion: '1.10' });
    expect(pkg.isBelowMinVersion).toBe(true);
  });

  it('answers an unknown id with Software package not found', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/software/nope',
      headers: { cookie: engineer.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.software.notFound });
  });

  it('deletes the record, then its file', async () => {
    const pkg = await addPackage();
    expect(await t.storage.stat(pkg.filePath)).not.toBeNull();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/software/${pkg.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await t.storage.stat(pkg.filePath)).toBeNull();
    const engineerDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/software/${pkg.id}`,
      headers: { cookie: engineer.cookie },
    });
    expect(engineerDelete.statusCode).toBe(403);
  });
});

describe('editing a package (issue #17 item 9)', () => {
  const patch = (id: string, payload: Record<string, unknown>, user: TestUser = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/software/${id}`,
      headers: { cookie: user.cookie },
      payload,
    });

  it('changes its fields, keeps its file, and audits which fields changed, never the password', async () => {
    const pkg = await addPackage({ password: 'old-secret' });
    const response = await patch(pkg.id, {
      name: 'Firmware XL',
      version: '2.0.0',
      minVersion: '1.5.0',
      category: 'Recipes',
      machineIds: ['franke_a600'],
      description: 'Now with recipes.',
      password: 'new-secret',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<{ software: SoftwareItem }>().software;
    expect(edited).toMatchObject({
      name: 'Firmware XL',
      version: '2.0.0',
      minVersion: '1.5.0',
      category: 'Recipes',
      machineIds: ['franke_a600'],
      description: 'Now with recipes.',
      password: 'new-secret',
      filePath: pkg.filePath,
      sha256FileHash: pkg.sha256FileHash,
    });
    const [entry] = await t.services.audit.list({ action: 'software.updated' });
    expect(entry).toMatchObject({ targetId: pkg.id, actorEmail: admin.email });
    expect(JSON.stringify(entry?.details)).not.toContain('new-secret');
  });

  it("refuses SPEC's missing fields with SPEC's messages, an unknown package, and engineers", async () => {
    const pkg = await addPackage();
    const blank = await patch(pkg.id, { name: ' ', version: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ details: Record<string, string[]> }>().details).toEqual({
      name: [messages.software.nameRequired],
      version: [messages.software.versionRequired],
    });
    expect((await patch('no-such-package', { name: 'x' })).statusCode).toBe(404);
    expect((await patch(pkg.id, { name: 'x' }, engineer)).statusCode).toBe(403);
    expect((await patch(pkg.id, { filePath: 'elsewhere.zip' })).statusCode).toBe(400);
  });
});
