import { makeUser } from '@toolbox/client/test/fixtures';
import { messages, snippetParts, type Document } from '@toolbox/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUser } from '@/lib/session';
import { urls } from '@/lib/urls';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { makeDocument } from '@/test/fixtures';
import { machineRoutes } from '@/test/machine-routes';
import { json, sha256, stubFetch } from '@/test/offline-fakes';
import { flushActivity, queuedActivityCount, recordDocumentActivity } from './activity-queue';
import { API_CACHE, FILES_CACHE } from './cache-names';
import { keepMachine } from './keep-machine';
import type { KeepProgress } from './keep-progress';
import { keptMachines, removeKeptMachine } from './kept-machines';
import { keepFile, keptFiles, removeKeptFile } from './kept-files';
import { searchKeptTexts } from './text-index';

vi.mock('./db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore({ caches: true });
const cached = store.cached;

const engineer = makeUser();

const BYTES = 'descaling manual';
const FILE_URL = urls.documentFile('d1', 2);

async function manual(): Promise<Document> {
  return makeDocument({
    downloadURL: FILE_URL,
    fileType: 'pdf',
    sha256FileHash: await sha256(BYTES),
    machineIds: ['m1'],
    currentVersion: 2,
  });
}

beforeEach(() => {
  // Offline: recorded activity stays queued instead of being sent in the background.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

describe('kept files', () => {
  it('keeps a checked document, marks it downloaded and queues the download', async () => {
    rememberUser(engineer);
    const calls = stubFetch({
      [FILE_URL]: () => new Response(BYTES),
      '/api/v1/documents/d1/downloaded': json({}),
    });
    const { kept } = await keepFile({
      url: FILE_URL,
      kind: 'document',
      id: 'd1',
      title: 'Descaling',
      version: '2',
      sha256: await sha256(BYTES),
    });

    expect(kept).toMatchObject({ url: FILE_URL, sizeBytes: BYTES.length, version: '2' });
    expect(await keptFiles()).toEqual([kept]);
    expect(cached(FILES_CACHE)).toEqual([FILE_URL]);
    expect(store.rows('activity')).toMatchObject([
      { userId: 'user-1', documentId: 'd1', kind: 'download' },
    ]);
    expect(calls).toContainEqual({ method: 'POST', url: '/api/v1/documents/d1/downloaded' });
  });

  it('keeps nothing when the bytes do not match', async () => {
    stubFetch({ [FILE_URL]: () => new Response('corrupted') });
    await expect(
      keepFile({
        url: FILE_URL,
        kind: 'software',
        id: 's1',
        title: 'Firmware',
        version: '1.0',
        sha256: await sha256(BYTES),
      }),
    ).rejects.toThrow();
    expect(await keptFiles()).toEqual([]);
    expect(cached(FILES_CACHE)).toEqual([]);
  });

  it('lists the newest first and removes both the record and the bytes', async () => {
    const older = { url: '/a', keptAt: '2024-01-01T00:00:00.000Z' };
    const newer = { url: '/b', keptAt: '2024-02-01T00:00:00.000Z' };
    await store.db.put('files', older);
    await store.db.put('files', newer);
    await (await caches.open(FILES_CACHE)).put('/b', new Response('x'));
    expect((await keptFiles()).map((file) => file.url)).toEqual(['/b', '/a']);

    await removeKeptFile('/b');
    expect((await keptFiles()).map((file) => file.url)).toEqual(['/a']);
    expect(cached(FILES_CACHE)).toEqual([]);
  });
});

describe('keepMachine', () => {
  async function stubMachine(overrides: Record<string, () => Response> = {}) {
    return stubFetch({
      ...machineRoutes({ documents: [await manual()], photoPath: 'images/m1.png' }),
      [urls.image('images/m1.png')]: () =>
        new Response('png', { headers: { 'content-length': '3' } }),
      [FILE_URL]: () => new Response(BYTES),
      ...overrides,
    });
  }

  it('keeps the page, its image, its documents and files, reporting progress to the end', async () => {
    await stubMachine();
    const progress: KeepProgress[] = [];
    const record = await keepMachine('m1', { onProgress: (p) => progress.push(p) });

    expect(progress[0]).toEqual({ bytes: 0, totalBytes: 0, done: 0, total: 4, secondsLeft: null });
    const last = progress.at(-1)!;
    expect(last.done).toBe(last.total);
    // The four answers, the image, the record, the PDF's text and its file.
    expect(last.total).toBe(4 + 1 + 1 + 1 + 1);
    expect(progress.map((p) => p.done)).toEqual(
      [...progress.map((p) => p.done)].sort((a, b) => a - b),
    );
    expect(record).toMatchObject({
      machineId: 'm1',
      label: 'Jura GIGA X8',
      fileUrls: [FILE_URL],
      totalBytes: last.bytes,
    });
    expect(record.urls).toEqual(
      expect.arrayContaining([
        urls.image('images/m1.png'),
        urls.document('d1'),
        urls.documentText('d1'),
      ]),
    );
    expect(cached(API_CACHE)).toEqual(expect.arrayContaining(record.urls));
    expect(store.rows('files')).toMatchObject([{ url: FILE_URL, machineId: 'm1' }]);
    expect(await keptMachines()).toEqual([record]);
  });

  it('keeps no machine record when an answer fails', async () => {
    await stubMachine({ [urls.machineDetails('m1')]: () => new Response(null, { status: 500 }) });
    await expect(keepMachine('m1')).rejects.toThrow('Request failed with status 500.');
    expect(await keptMachines()).toEqual([]);
  });

  it("says why in the server's words when the server is away or busy", async () => {
    const away = { code: 'unavailable', message: messages.request.unavailable };
    await stubMachine({
      [urls.machineDetails('m1')]: () =>
        new Response(JSON.stringify(away), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '10' },
        }),
    });
    await expect(keepMachine('m1')).rejects.toThrow(messages.request.unavailable);
    await stubMachine({ [urls.machineDetails('m1')]: () => new Response('busy', { status: 429 }) });
    await expect(keepMachine('m1')).rejects.toThrow(messages.request.tooManyRequests);
    expect(await keptMachines()).toEqual([]);
  });

  it('removes what was kept for the machine and leaves other files alone', async () => {
    await stubMachine();
    const record = await keepMachine('m1');
    await store.db.put('files', { url: '/other', keptAt: '2024-01-01T00:00:00.000Z' });

    await removeKeptMachine('m1');
    expect(await keptMachines()).toEqual([]);
    expect(store.rows('files').map((file) => file.url)).toEqual(['/other']);
    expect(cached(FILES_CACHE)).toEqual([]);
    expect(cached(API_CACHE).filter((url) => record.urls.includes(url))).toEqual([]);
  });

  it("searches the kept documents' pages offline, until the machine is removed", async () => {
    await stubMachine();
    await keepMachine('m1');
    const paging = { page: 1, pageSize: 8 };

    const found = await searchKeptTexts('zeol descal', paging);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ documentId: 'd1', pageNumber: 2, pages: [2] });
    expect(snippetParts(found.items[0]!.snippet).filter((part) => part.marked)).toEqual([
      { text: 'zeolite', marked: true },
      { text: 'descaler', marked: true },
    ]);
    // Every word must be on the page; words found on two pages list both.
    expect((await searchKeptTexts('zeolite gasket', paging)).total).toBe(0);
    expect((await searchKeptTexts('the', paging)).items[0]?.pages).toEqual([1, 2]);

    await removeKeptMachine('m1');
    expect(await searchKeptTexts('zeolite', paging)).toMatchObject({ items: [], total: 0 });
  });

  it('keeps a document another kept machine shares, searchable, when one machine goes', async () => {
    await stubMachine();
    const record = await keepMachine('m1');
    // A second kept machine that lists the same manual and its text.
    await store.db.put('machines', { ...record, machineId: 'm2', label: 'Jura GIGA X9' });

    await removeKeptMachine('m1');
    expect(cached(API_CACHE)).toEqual(
      expect.arrayContaining([urls.document('d1'), urls.documentText('d1')]),
    );
    expect(cached(FILES_CACHE)).toEqual([FILE_URL]);
    const found = await searchKeptTexts('zeolite', { page: 1, pageSize: 8 });
    expect(found.items.map((hit) => hit.documentId)).toEqual(['d1']);
  });
});

describe('activity queue', () => {
  it('queues nothing without a known engineer', async () => {
    await recordDocumentActivity('d1', 'view');
    expect(await queuedActivityCount()).toBe(0);
  });

  it('sends the queue when the server takes it, and keeps it when the server refuses', async () => {
    rememberUser(engineer);
    await recordDocumentActivity('d1', 'view');
    await recordDocumentActivity('d2', 'view');
    expect(await queuedActivityCount()).toBe(2);

    stubFetch({ '/api/v1/activity': () => new Response(null, { status: 503 }) });
    await flushActivity();
    expect(await queuedActivityCount()).toBe(2);

    const calls = stubFetch({
      '/api/v1/activity': json({ recorded: 2, duplicates: 0, skipped: 0 }),
    });
    await flushActivity();
    expect(await queuedActivityCount()).toBe(0);
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/activity' }]);
  });

  // Issue #17 item 14: a shared phone's queue holds several engineers' views.
  it('sends only the signed-in engineer’s entries, without the device’s user tag', async () => {
    rememberUser(makeUser({ id: 'someone-else' }));
    await recordDocumentActivity('d9', 'view');
    rememberUser(engineer);
    await recordDocumentActivity('d1', 'view');

    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(init?.body as string));
        return Promise.resolve(
          new Response(JSON.stringify({ recorded: 1, duplicates: 0, skipped: 0 }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    await flushActivity();

    expect(sent).toEqual([
      { entries: [expect.objectContaining({ documentId: 'd1', kind: 'view' })] },
    ]);
    expect(JSON.stringify(sent)).not.toContain('userId');
    expect(store.rows('activity')).toMatchObject([{ userId: 'someone-else', documentId: 'd9' }]);
  });
});
