import type { Document } from '@toolbox/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { urls } from '@/lib/urls';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { makeDocument } from '@/test/fixtures';
import { machineRoutes } from '@/test/machine-routes';
import { sha256, stubFetch } from '@/test/offline-fakes';
import { API_CACHE, FILES_CACHE } from './cache-names';
import { keepMachine } from './keep-machine';
import type { KeepProgress } from './keep-progress';
import { keptMachines, removeKeptMachine } from './kept-machines';
import { resumeKeeps, startKeep } from './keep-manager';
import { clearDeviceData } from './device-data';
import { DownloadInterruptedError } from './resumable-download';
import { FileMismatchError } from './verified-file';

vi.mock('./db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore({ caches: true });

/*
 * Issue #18 item 5: a keep that breaks off continues where it stopped. Two manuals: the short
 * one arrives whole, the long one's connection drops after its first half.
 */
const SHORT = 'short manual';
const LONG = 'a long service manual, whose download breaks off half way through';
const HALF = 30;
const SHORT_URL = urls.documentFile('d1', 1);
const LONG_URL = urls.documentFile('d2', 1);

async function manuals(): Promise<Document[]> {
  return [
    makeDocument({ id: 'd1', sha256FileHash: await sha256(SHORT), fileSizeKB: 1 }),
    makeDocument({ id: 'd2', sha256FileHash: await sha256(LONG), fileSizeKB: 1 }),
  ];
}

/** A body that sends `text` and then loses its connection. */
function breaksOffAfter(text: string): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(new TypeError('network error'));
      sent = true;
      controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return new Response(body, { headers: { etag: '"v1"', 'content-length': String(LONG.length) } });
}

/** A body that sends `text` and ends there, short of its Content-Length: a clean close mid-file. */
function endsEarlyAfter(text: string): Response {
  return new Response(text, {
    headers: { etag: '"v1"', 'content-length': String(LONG.length) },
  });
}

/** Answers a `Range` request as the server does: 206 with the rest, if `If-Range` matches. */
function rest(init?: RequestInit): Response {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const from = Number(/bytes=(\d+)-/.exec(headers.range ?? '')?.[1] ?? 0);
  if (from > 0 && headers['if-range'] === '"v1"')
    return new Response(LONG.slice(from), {
      status: 206,
      headers: { etag: '"v1"', 'content-range': `bytes ${from}-${LONG.length - 1}/${LONG.length}` },
    });
  return new Response(LONG, { headers: { etag: '"v1"' } });
}

async function stubMachine(long: (init?: RequestInit) => Response, documents?: Document[]) {
  return stubFetch({
    ...machineRoutes({ documents: documents ?? (await manuals()) }),
    [SHORT_URL]: () => new Response(SHORT),
    [LONG_URL]: long,
  });
}

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

describe('a keep that breaks off', () => {
  it('keeps what arrived, says so, and continues with Range without fetching kept files again', async () => {
    await stubMachine(() => breaksOffAfter(LONG.slice(0, HALF)));
    const progress: KeepProgress[] = [];
    await expect(keepMachine('m1', { onProgress: (p) => progress.push(p) })).rejects.toBeInstanceOf(
      DownloadInterruptedError,
    );

    // The progress moved within the long file before it broke off.
    expect(progress.some((p) => p.done < p.total && p.bytes > SHORT.length + HALF - 1)).toBe(true);
    expect(await keptMachines()).toEqual([]);
    expect(store.rows('keeps')).toMatchObject([
      { machineId: 'm1', fileUrls: [SHORT_URL, LONG_URL] },
    ]);
    expect(store.rows('files').map((file) => file.url)).toEqual([SHORT_URL]);
    expect(store.rows('partials')).toMatchObject([{ url: LONG_URL, offset: 0, etag: '"v1"' }]);

    const calls = await stubMachine(rest);
    const record = await keepMachine('m1');

    expect(calls.map((call) => call.url)).not.toContain(SHORT_URL);
    const resumed = calls.sent.find((call) => call.url === LONG_URL)!;
    expect(resumed.headers).toEqual({ range: `bytes=${HALF}-`, 'if-range': '"v1"' });
    expect(resumed.cache).toBe('no-store');
    expect(record.fileUrls).toEqual([SHORT_URL, LONG_URL]);
    const kept = await (await caches.open(FILES_CACHE)).match(LONG_URL);
    expect(await kept!.text()).toBe(LONG);
    expect(store.rows('partials')).toEqual([]);
    expect(store.rows('keeps')).toEqual([]);
  });

  it('takes an answer closed short of its length for a drop, and continues it', async () => {
    await stubMachine(() => endsEarlyAfter(LONG.slice(0, HALF)));
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(DownloadInterruptedError);
    expect(store.rows('partials')).toMatchObject([{ url: LONG_URL, offset: 0 }]);

    const calls = await stubMachine(rest);
    await keepMachine('m1');
    const resumed = calls.sent.find((call) => call.url === LONG_URL)!;
    expect(resumed.headers).toEqual({ range: `bytes=${HALF}-`, 'if-range': '"v1"' });
    const kept = await (await caches.open(FILES_CACHE)).match(LONG_URL);
    expect(await kept!.text()).toBe(LONG);
  });

  it('starts the file over when it changed on the server meanwhile', async () => {
    await stubMachine(() => breaksOffAfter(LONG.slice(0, HALF)));
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(DownloadInterruptedError);
    // If-Range names the old version: the server sends the whole (new) file.
    await stubMachine(() => new Response(LONG, { headers: { etag: '"v2"' } }));
    const record = await keepMachine('m1');
    expect(record.fileUrls).toContain(LONG_URL);
    const kept = await (await caches.open(FILES_CACHE)).match(LONG_URL);
    expect(await kept!.text()).toBe(LONG);
  });

  it('checks the pieces and the rest together, and drops pieces that do not hash right', async () => {
    // The first half that arrived was not the file's.
    await stubMachine(() => breaksOffAfter('x'.repeat(HALF)));
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(DownloadInterruptedError);
    await stubMachine(rest);
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(FileMismatchError);
    expect(store.rows('partials')).toEqual([]);
    expect(store.cached(FILES_CACHE)).toEqual([SHORT_URL]);
  });

  it('is cleared with the device at sign-out, pieces and all', async () => {
    await stubMachine(() => breaksOffAfter(LONG.slice(0, HALF)));
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(DownloadInterruptedError);
    await clearDeviceData();
    expect(store.rows('partials')).toEqual([]);
    expect(store.rows('keeps')).toEqual([]);
  });

  it('is removed whole: kept files, the half file, the answers and the job', async () => {
    await stubMachine(() => breaksOffAfter(LONG.slice(0, HALF)));
    await expect(keepMachine('m1')).rejects.toBeInstanceOf(DownloadInterruptedError);

    await removeKeptMachine('m1');
    for (const name of ['files', 'partials', 'keeps', 'machines'])
      expect(store.rows(name), name).toEqual([]);
    expect(store.cached(FILES_CACHE)).toEqual([]);
    expect(store.cached(API_CACHE)).toEqual([]);
  });
});

describe('updating', () => {
  it('downloads a file again whose kept copy no longer matches its record', async () => {
    await stubMachine(rest);
    await keepMachine('m1');
    // The file behind the same address was replaced (as a package's is): a new hash.
    const NEW = 'a replaced service manual';
    const [short, long] = await manuals();
    const replaced = { ...long!, sha256FileHash: await sha256(NEW) };
    await stubMachine(() => new Response(NEW), [short!, replaced]);
    await keepMachine('m1');
    const kept = await (await caches.open(FILES_CACHE)).match(LONG_URL);
    expect(await kept!.text()).toBe(NEW);
  });
});

describe('leaving files out', () => {
  it('keeps the machine without the files left out, and lets go of one kept before', async () => {
    await stubMachine(rest);
    await keepMachine('m1');
    expect(store.cached(FILES_CACHE)).toEqual([SHORT_URL, LONG_URL]);

    const calls = await stubMachine(rest);
    const record = await keepMachine('m1', { excluded: [LONG_URL] });
    expect(calls.map((call) => call.url)).not.toContain(LONG_URL);
    expect(record).toMatchObject({ fileUrls: [SHORT_URL], excluded: [LONG_URL] });
    expect(store.cached(FILES_CACHE)).toEqual([SHORT_URL]);
    expect(store.rows('files').map((file) => file.url)).toEqual([SHORT_URL]);
  });
});

describe('the keep manager', () => {
  it('waits out a dropped connection and finishes by itself when the signal is back', async () => {
    await stubMachine(() => breaksOffAfter(LONG.slice(0, HALF)));
    let settled = 0;
    startKeep('m1', { onSettled: () => (settled += 1) });
    await vi.waitFor(() => expect(settled).toBe(1));
    expect(store.rows('keeps')).toHaveLength(1);

    // The app starts again without signal: the keep waits.
    await resumeKeeps();
    expect(store.rows('machines')).toEqual([]);

    // The signal is back.
    await stubMachine(rest);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await resumeKeeps();
    await vi.waitFor(() => expect(store.rows('machines')).toHaveLength(1));
    expect(store.rows('keeps')).toEqual([]);
  });
});
