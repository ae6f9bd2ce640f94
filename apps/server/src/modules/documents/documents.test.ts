import crypto from 'node:crypto';
import { AUDIT_ACTIONS, DEFAULT_VERSION_CHANGES, messages, type Document } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, readAll, sha256Of, uploadBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

async function createDocument(
  bytes: Buffer,
  fileName: string,
  body: Record<string, unknown> = {},
): Promise<Document> {
  const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename: fileName });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/documents',
    headers: { cookie: admin.cookie },
    payload: { uploadId, category: ['Service'], ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: Document }>().document;
}

const get = (url: string, user: TestUser = admin, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });

describe('documents', () => {
  it('publishes an upload at documents/{HASH}.{ext} with the product’s fields (docs/product.md#document-upload)', async () => {
    const bytes = pdfBytes(5000);
    const doc = await createDocument(bytes, 'Service Manual.PDF', {
      category: 'Maintenance',
      machineIds: ['franke_a600'],
      author: 'Franke',
      description: 'Descaling and brewer',
    });
    const hash = sha256Of(bytes).toUpperCase();
    expect(doc).toMatchObject({
      title: 'Service Manual.PDF',
      category: ['Maintenance'],
      machineIds: ['franke_a600'],
      author: 'Franke',
      fileType: 'pdf',
      fileSizeKB: 5,
      sha256FileHash: hash,
      filePath: `documents/${hash}.pdf`,
      downloadURL: `/api/v1/documents/${doc.id}/file`,
      isDownloaded: false,
      currentVersion: 1,
      uploadedBy: admin.email,
      updatedBy: null,
    });
    expect(doc.lastUpdated).toBe(doc.uploadDate);
    expect(doc.versions?.['1']).toMatchObject({
      versionNumber: 1,
      changes: DEFAULT_VERSION_CHANGES,
    });
    expect((await readAll(await t.storage.get(doc.filePath))).equals(bytes)).toBe(true);
  });

  it('refuses a document without a category with the product’s message (docs/product.md#document-validation) and keeps the upload', async () => {
    const uploadId = await uploadBytes(t, admin, pdfBytes(100), {
      kind: 'document',
      filename: 'x.pdf',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { cookie: admin.cookie },
      payload: { uploadId, category: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.document.categoryRequired });
  });

  it.each([
    ['no upload', {}],
    ['an empty upload', { uploadId: ' ' }],
  ])('refuses a document with %s: File path or download URL is required', async (_, file) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { cookie: admin.cookie },
      payload: { category: ['Service'], ...file },
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json<{ details: Record<string, string[]> }>();
    expect(details.uploadId).toEqual([messages.document.fileRequired]);
  });

  it('publishes nothing when the bytes do not match the declared hash', async () => {
    const uploadId = await uploadBytes(t, admin, pdfBytes(300), {
      kind: 'document',
      filename: 'tampered.pdf',
      sha256: 'ab'.repeat(32),
    });
    const before = await get('/api/v1/documents').then((r) => r.json<{ total: number }>());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { cookie: admin.cookie },
      payload: { uploadId, category: 'Service' },
    });
    expect(response.statusCode).toBe(422);
    const after = await get('/api/v1/documents').then((r) => r.json<{ total: number }>());
    expect(after.total).toBe(before.total);
  });

  it('lists newest first, searches title, description and author, filters by category and machine', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const older = await createDocument(pdfBytes(200), 'older.pdf', {
      title: `Brewer guide ${tag}`,
      category: ['Cleaning', `C-${tag}`],
    });
    const newer = await createDocument(pdfBytes(200), 'newer.pdf', {
      title: `Milk system ${tag}`,
      author: `Author${tag}`,
      machineIds: [`m_${tag}`],
      category: [`C-${tag}`],
    });
    const list = await get(`/api/v1/documents?category=C-${tag}`).then((r) =>
      r.json<{
        items: Document[];
        total: number;
      }>(),
    );
    expect(list.items.map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(list.total).toBe(2);
    expect(list.items[0]!.versions).toBeUndefined();

    const search = async (q: string) =>
      (
        await get(`/api/v1/documents?search=${encodeURIComponent(q)}`).then((r) =>
          r.json<{
            items: Document[];
          }>(),
        )
      ).items.map((d) => d.id);
    expect(await search(`brew ${tag}`)).toEqual([older.id]);
    expect(await search(`author${tag}`)).toEqual([newer.id]);
    expect(await search(`${tag} nothing-like-this`)).toEqual([]);
    // Query syntax typed by a user is only text.
    expect((await get('/api/v1/documents?search=a%27%20%26%20!%20(:*')).statusCode).toBe(200);

    const byMachine = await get(`/api/v1/documents?machineId=m_${tag}`).then((r) =>
      r.json<{
        items: Document[];
      }>(),
    );
    expect(byMachine.items.map((d) => d.id)).toEqual([newer.id]);

    const facets = await get('/api/v1/documents/facets').then((r) =>
      r.json<{ categories: { name: string; count: number }[] }>(),
    );
    expect(facets.categories).toContainEqual({ name: `C-${tag}`, count: 2 });
  });

  it('lists only what the list shows; the record has the rest (issue #19)', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const created = await createDocument(pdfBytes(300), 'manual.pdf', {
      title: `Service manual ${tag}`,
      description: 'A long description that only the document page shows. '.repeat(5),
      author: 'Technical team',
      machineIds: [`m_${tag}`],
      category: ['Manuals'],
    });
    const response = await get(`/api/v1/documents?machineId=m_${tag}`);
    const [item] = response.json<{ items: Record<string, unknown>[] }>().items;
    expect(item).toEqual({
      id: created.id,
      title: created.title,
      fileType: 'pdf',
      fileSizeKB: created.fileSizeKB,
      category: ['Manuals'],
      machineIds: [`m_${tag}`],
      currentVersion: 1,
      uploadDate: created.uploadDate,
    });
    // 221 bytes with a UUID (36 of them) and this title: the aim of 200 (issue #19) holds for
    // shorter ids and titles (the benchmark's: 190). Every field is one the lists show.
    expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThanOrEqual(230);
    // The record still carries every field: description, file, hash, who and when.
    const record = (await get(`/api/v1/documents/${created.id}`)).json<{ document: Document }>();
    expect(record.document).toMatchObject({
      description: created.description,
      sha256FileHash: created.sha256FileHash,
      filePath: created.filePath,
      uploadedBy: created.uploadedBy,
    });
  });

  it('answers an unknown id with Document not found', async () => {
    const response = await get('/api/v1/documents/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.document.notFound });
    expect((await get('/api/v1/documents/does-not-exist/file')).statusCode).toBe(404);
  });

  it('adds a version at documents/{id}/v{n}/{filename}, keeping the history', async () => {
    const first = pdfBytes(2048);
    const doc = await createDocument(first, 'manual.pdf', { author: 'Original author' });
    const second = pdfBytes(4096);
    const uploadId = await uploadBytes(t, admin, second, {
      kind: 'document',
      filename: '../../Manual (rev B).pdf',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${doc.id}/versions`,
      headers: { cookie: admin.cookie },
      payload: { uploadId, changes: 'New descaling steps' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const updated = response.json<{ document: Document }>().document;
    expect(updated).toMatchObject({
      currentVersion: 2,
      filePath: `documents/${doc.id}/v2/Manual__rev_B_.pdf`,
      fileSizeKB: 4,
      sha256FileHash: sha256Of(second).toUpperCase(),
      updatedBy: admin.email,
    });
    expect(new Date(updated.lastUpdated).getTime()).toBeGreaterThanOrEqual(
      new Date(doc.uploadDate).getTime(),
    );
    expect(updated.versions?.['1']).toMatchObject({ filePath: doc.filePath, fileSizeKB: 2 });
    expect(updated.versions?.['2']).toMatchObject({
      changes: 'New descaling steps',
      author: 'Original author',
    });
    const v1 = await get(`/api/v1/documents/${doc.id}/versions/1/file`, engineer);
    expect(v1.rawPayload.equals(first)).toBe(true);
    const current = await get(`/api/v1/documents/${doc.id}/file`, engineer);
    expect(current.rawPayload.equals(second)).toBe(true);
  });

  // From version 2 on the change text says what changed: only version 1 reads Initial version.
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no change text', {}, 'changes', messages.document.versionChangesRequired],
    ['a blank change text', { changes: '  ' }, 'changes', messages.document.versionChangesRequired],
    [
      'no upload',
      { uploadId: undefined, changes: 'New steps' },
      'uploadId',
      messages.document.fileRequired,
    ],
  ])('refuses a new version with %s', async (_, body, field, message) => {
    const doc = await createDocument(pdfBytes(1000), 'manual.pdf');
    const uploadId = await uploadBytes(t, admin, pdfBytes(1200), {
      kind: 'document',
      filename: 'manual rev B.pdf',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${doc.id}/versions`,
      headers: { cookie: admin.cookie },
      payload: { uploadId, ...body },
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json<{ details: Record<string, string[]> }>();
    expect(details[field]).toEqual([message]);
    const kept = await get(`/api/v1/documents/${doc.id}`).then((r) =>
      r.json<{ document: Document }>(),
    );
    expect(kept.document.currentVersion).toBe(1);
  });

  it('serves PDFs inline with range support, and SVG/HTML only as attachments', async () => {
    const bytes = pdfBytes(1000);
    const pdf = await createDocument(bytes, 'a.pdf', { title: 'Wiring diagram' });
    const whole = await get(pdf.downloadURL, engineer);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      etag: `"${pdf.sha256FileHash}"`,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-length': '1000',
    });
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename="Wiring diagram.pdf"/);

    const part = await get(pdf.downloadURL, engineer, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(pdf.downloadURL, engineer, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);
    const beyond = await get(pdf.downloadURL, engineer, { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');
    const cached = await get(pdf.downloadURL, engineer, {
      'if-none-match': `"${pdf.sha256FileHash}"`,
    });
    expect(cached.statusCode).toBe(304);

    for (const [name, content] of [
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['page.html', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const doc = await createDocument(Buffer.from(content), name);
      const served = await get(doc.downloadURL, engineer);
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('records a download once per opening: the whole file, or the range from byte 0 (issue #19)', async () => {
    const bytes = pdfBytes(1000);
    const pdf = await createDocument(bytes, 'ranges.pdf');
    const downloads = async () =>
      (
        await get(
          `/api/v1/audit?action=${AUDIT_ACTIONS.documentDownloaded}&targetId=${pdf.id}`,
        ).then((r) => r.json<{ total: number }>())
      ).total;
    // A PDF viewer opening the file: its first range, then the many it asks for as pages show.
    for (const range of ['bytes=0-99', 'bytes=100-199', 'bytes=500-', 'bytes=-10']) {
      expect((await get(pdf.downloadURL, engineer, { range })).statusCode).toBe(206);
    }
    expect(await downloads()).toBe(1);
    // A resumed download continues past byte 0: still the same download.
    await get(`/api/v1/documents/${pdf.id}/versions/1/file`, engineer, { range: 'bytes=200-' });
    expect(await downloads()).toBe(1);
    // Opened again, whole or from its start: a new line each time.
    await get(pdf.downloadURL, engineer);
    await get(pdf.downloadURL, engineer, { range: 'bytes=0-' });
    expect(await downloads()).toBe(3);
    // What is sent decides, not how the header reads: a suffix longer than the file, a range
    // that cannot be read and a stale If-Range each send the whole file, so each is an opening.
    const whole: Record<string, string>[] = [
      { range: 'bytes=-999999999' },
      { range: 'bytes=5-1' },
      { range: 'items=0-' },
      { range: 'bytes=1-', 'if-range': '"stale"' },
    ];
    for (const headers of whole) {
      const response = await get(pdf.downloadURL, engineer, headers);
      expect(response.rawPayload.equals(bytes), JSON.stringify(headers)).toBe(true);
    }
    expect(await downloads()).toBe(3 + whole.length);
    // Nothing is sent: no opening.
    await get(pdf.downloadURL, engineer, { range: 'bytes=5000-' });
    await t.app.inject({
      method: 'HEAD',
      url: pdf.downloadURL,
      headers: { cookie: engineer.cookie },
    });
    expect(await downloads()).toBe(3 + whole.length);
  });

  it('lets engineers read and mark downloaded, but only administrators change', async () => {
    const doc = await createDocument(pdfBytes(100), 'read.pdf');
    expect((await get(`/api/v1/documents/${doc.id}`, engineer)).statusCode).toBe(200);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${doc.id}/downloaded`,
      headers: { cookie: engineer.cookie },
    });
    expect(marked.json()).toMatchObject({ document: { isDownloaded: true } });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/documents/${doc.id}`,
      headers: { cookie: engineer.cookie },
      payload: { title: 'Mine now' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('edits metadata with the product’s messages (docs/product.md#document-validation)', async () => {
    const doc = await createDocument(pdfBytes(100), 'meta.pdf');
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/documents/${doc.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    expect((await patch({ title: '  ' })).json()).toMatchObject({
      message: messages.document.titleRequired,
    });
    expect((await patch({ category: [] })).json()).toMatchObject({
      message: messages.document.categoryRequired,
    });
    const ok = await patch({ title: 'Renamed', category: 'Cleaning', machineIds: ['x_y'] });
    expect(ok.json()).toMatchObject({
      document: {
        title: 'Renamed',
        category: ['Cleaning'],
        machineIds: ['x_y'],
        currentVersion: 1,
      },
    });
  });

  it('deletes the record, then its files; a file shared by another record stays', async () => {
    const bytes = pdfBytes(700);
    const one = await createDocument(bytes, 'same.pdf');
    const two = await createDocument(bytes, 'same-again.pdf');
    expect(two.filePath).toBe(one.filePath);
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/documents/${id}`,
        headers: { cookie: admin.cookie },
      });
    expect((await del(one.id)).statusCode).toBe(204);
    expect(await t.storage.stat(one.filePath)).not.toBeNull();
    expect((await get(`/api/v1/documents/${two.id}/file`)).rawPayload.equals(bytes)).toBe(true);
    expect((await del(two.id)).statusCode).toBe(204);
    expect(await t.storage.stat(two.filePath)).toBeNull();
    expect((await get(`/api/v1/documents/${two.id}`)).statusCode).toBe(404);
    expect((await del(two.id)).statusCode).toBe(404);
  });

  it('sweeps stored files that no record refers to, and nothing else', async () => {
    const kept = await createDocument(pdfBytes(300), 'kept.pdf');
    const orphan = 'documents/ORPHAN0000000000000000000000000000000000000000000000000000000000.pdf';
    await t.storage.put(orphan, (await import('node:stream')).Readable.from([Buffer.from('x')]));
    expect(await t.services.files.sweepOrphans(3600_000)).toBe(0); // too young
    const removed = await t.services.files.sweepOrphans(0, Date.now() + 1000);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.storage.stat(orphan)).toBeNull();
    expect(await t.storage.stat(kept.filePath)).not.toBeNull();
  });
});
