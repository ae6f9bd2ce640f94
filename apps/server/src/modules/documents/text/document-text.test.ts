import {
  snippetParts,
  type Document,
  type DocumentText,
  type DocumentTextSearchPage,
  type DocumentTextState,
} from '@toolbox/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPages, documentTexts } from '../../../db/schema';
import { makeManualPdf, makeScannedPdf } from '../../../demo/files';
import type { InProcessJobQueue } from '../../../lib/jobs/job-queue';
import { DocumentTextRepository } from './document-text.repository';
import { textTsQuery } from './document-text.service';
import { createTestTeam, type TestContext, type TestUser } from '../../../../test/helpers';
import { pdfBytes, uploadBytes, zipBytes } from '../../../../test/upload-helpers';

// Issue #22 item 1: search inside documents, through the app on PGlite and PostgreSQL.
let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = engineer) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** Every queued job done: the texts read and written. */
const textsRead = () => (t.services.jobs as InProcessJobQueue).idle();

async function upload(url: string, bytes: Buffer, filename: string, body: object = {}) {
  const uploadId = await uploadBytes(t, admin, bytes, { kind: 'document', filename });
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin.cookie },
    payload: { uploadId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: Document }>().document;
}

const createDocument = (bytes: Buffer, filename = 'Manual.pdf', title?: string) =>
  upload('/api/v1/documents', bytes, filename, {
    category: ['Service'],
    ...(title ? { title } : {}),
  });

/** A manual with `word` on page `on` only. */
const manual = (title: string, pageCount: number, word: string, on: number) =>
  makeManualPdf(
    title,
    Array.from({ length: pageCount }, (_, index) =>
      index + 1 === on
        ? ['Remove the brew unit.', `Soak the ${word} in descaler for ten minutes.`]
        : [`Check the gasket of group ${index + 1}.`],
    ),
  );

const search = async (q: string, user: TestUser | null = engineer, extra = '') => {
  const response = await get(
    `/api/v1/documents/text-search?q=${encodeURIComponent(q)}${extra}`,
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentTextSearchPage>();
};
const state = async (id: string) =>
  (await get(`/api/v1/documents/${id}/text/status`)).json<DocumentTextState>();

describe('search inside documents', () => {
  it('finds a word that occurs only on page 7, with a marked snippet', async () => {
    const doc = await createDocument(
      manual('Espresso 3000 service manual', 9, 'zeolitecartridge', 7),
      'Espresso.pdf',
      'Espresso 3000 service manual',
    );
    expect(await state(doc.id)).toMatchObject({ status: 'pending', versionNumber: 1 });
    await textsRead();
    expect(await state(doc.id)).toEqual({
      documentId: doc.id,
      versionNumber: 1,
      status: 'indexed',
      pageCount: 9,
    });

    const found = await search('zeolitecartridge');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      documentId: doc.id,
      title: 'Espresso 3000 service manual',
      fileType: 'pdf',
      versionNumber: 1,
      pageNumber: 7,
      pages: [7],
    });
    expect(snippetParts(found.items[0]!.snippet)).toContainEqual({
      text: 'zeolitecartridge',
      marked: true,
    });
    // Typed as a beginning, as the other search boxes take it; admins search too.
    expect((await search('zeolitecart', admin)).items[0]?.pageNumber).toBe(7);
    // Every word must be on one page: no page holds both of these.
    const apart = await search('gasket zeolitecartridge');
    expect(apart.total).toBe(0);
    // Every page holding the words is listed.
    const gasket = await search('Espresso 3000 gasket');
    expect(gasket.items[0]?.pages).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
  });

  it('asks the signed-in only, and refuses an empty or overlong search', async () => {
    expect((await get('/api/v1/documents/text-search?q=descaler', null)).statusCode).toBe(401);
    expect((await get('/api/v1/documents/text-search?q=', engineer)).statusCode).toBe(400);
    const long = 'a'.repeat(201);
    expect((await get(`/api/v1/documents/text-search?q=${long}`, engineer)).statusCode).toBe(400);
    // Punctuation only: nothing to look for, nothing found (never a syntax error).
    expect(await search('&|!():*')).toMatchObject({ items: [], total: 0 });
  });

  it('searches the current version only: a new version replaces the old pages', async () => {
    const doc = await createDocument(manual('Milk frother guide', 3, 'steamwandalpha', 2));
    await textsRead();
    expect((await search('steamwandalpha')).total).toBe(1);

    await upload(
      `/api/v1/documents/${doc.id}/versions`,
      manual('Milk frother guide', 4, 'steamwandbeta', 4),
      'Frother v2.pdf',
      { changes: 'New wand' },
    );
    await textsRead();
    expect((await search('steamwandalpha')).total).toBe(0);
    const found = await search('steamwandbeta');
    expect(found.items[0]).toMatchObject({ documentId: doc.id, versionNumber: 2, pageNumber: 4 });
    // Only version 2's pages are kept.
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(documentTexts)
      .where(eq(documentTexts.documentId, doc.id));
    expect(kept?.n).toBe(1);
    const text = (await get(`/api/v1/documents/${doc.id}/text`)).json<DocumentText>();
    expect(text).toMatchObject({ versionNumber: 2, status: 'indexed', pageCount: 4 });
    expect(text.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4]);
    expect(text.pages[3]?.text).toContain('steamwandbeta');
  });

  it('says "no text" for a scan, "failed" for a broken PDF, "unsupported" for others', async () => {
    const scan = await createDocument(makeScannedPdf(2), 'Scan.pdf');
    const broken = await createDocument(pdfBytes(5000), 'Broken.pdf');
    const zip = await createDocument(zipBytes(3000), 'Tools.zip');
    await textsRead();
    expect(await state(scan.id)).toMatchObject({ status: 'no-text', pageCount: 2 });
    expect(await state(broken.id)).toMatchObject({ status: 'failed', pageCount: null });
    expect(await state(zip.id)).toMatchObject({ status: 'unsupported', pageCount: null });
    const text = (await get(`/api/v1/documents/${scan.id}/text`)).json<DocumentText>();
    expect(text.pages).toEqual([]);
    // The upload itself was never refused, and the server goes on answering.
    expect((await get(`/api/v1/documents/${broken.id}`)).statusCode).toBe(200);
    expect((await get('/api/v1/documents/nope/text/status')).statusCode).toBe(404);
  });

  it('keeps a late read of an older version, or a second read, from writing anything', async () => {
    const doc = await createDocument(manual('Grouphead manual', 2, 'showerscreenalpha', 2));
    await textsRead();
    await upload(
      `/api/v1/documents/${doc.id}/versions`,
      manual('Grouphead manual', 2, 'showerscreenbeta', 1),
      'Grouphead v2.pdf',
      { changes: 'Shorter' },
    );
    const repository = new DocumentTextRepository(t.database.db);
    // Version 1's read finishing after version 2 was published: nothing is written.
    expect(
      await repository.save(doc.id, 1, { status: 'indexed', pageCount: 1, pages: ['lateword'] }),
    ).toBe(false);
    await textsRead();
    // A second read of version 2 (the catch-up beside the upload's job): the first stands.
    expect(await repository.save(doc.id, 2, { status: 'failed', error: 'timeout' })).toBe(false);
    expect((await state(doc.id)).status).toBe('indexed');
    expect((await search('lateword')).total).toBe(0);
    expect((await search('showerscreenbeta')).items[0]?.pageNumber).toBe(1);
  });

  it('records a version whose stored file is missing as failed, once', async () => {
    const doc = await createDocument(manual('Lost manual', 2, 'lostwordzeta', 2));
    await textsRead();
    await t.database.db.delete(documentTexts).where(eq(documentTexts.documentId, doc.id));
    await t.storage.delete(doc.filePath);
    await t.services.documentText.catchUp();
    await textsRead();
    expect(await state(doc.id)).toMatchObject({ status: 'failed' });
  });

  it('takes a single letter as a word, longer words as beginnings', () => {
    expect(textTsQuery('a desc')).toBe('a & desc:*');
    expect(textTsQuery('  ')).toBeNull();
    expect(textTsQuery("O'Brien 3000")).toBe('o & brien:* & 3000:*');
  });

  it('catches up on versions whose text was never read (imports, restarts)', async () => {
    const doc = await createDocument(manual('Grinder manual', 2, 'burrcarrierzeta', 2));
    await textsRead();
    await t.database.db.delete(documentTexts).where(eq(documentTexts.documentId, doc.id));
    expect((await search('burrcarrierzeta')).total).toBe(0);
    expect((await state(doc.id)).status).toBe('pending');

    await t.services.documentText.catchUp();
    await textsRead();
    expect((await search('burrcarrierzeta')).items[0]?.pageNumber).toBe(2);
    const [pages] = await t.database.db
      .select({ n: count() })
      .from(documentPages)
      .where(eq(documentPages.documentId, doc.id));
    expect(pages?.n).toBe(2);
  });

  it('pages through many matching documents, best match first', async () => {
    for (let n = 1; n <= 5; n++) {
      await createDocument(manual(`Boiler manual ${n}`, 2, 'boilerpagingword', 2), `B${n}.pdf`);
    }
    await textsRead();
    const first = await search('boilerpagingword', engineer, '&pageSize=2');
    const third = await search('boilerpagingword', engineer, '&pageSize=2&page=3');
    const past = await search('boilerpagingword', engineer, '&pageSize=2&page=9');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(past).toMatchObject({ items: [], total: 5 });
  });
});
