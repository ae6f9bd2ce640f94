import { vi } from 'vitest';

/*
 * The browser's storage at the edge of the world, in memory: jsdom-like environments have neither
 * IndexedDB nor the Cache API, and fake-indexeddb is not a dependency. The fakes implement only
 * what lib/offline calls.
 */

type Row = Record<string, unknown>;
/** Each store's key path: one field, or several for a compound key. */
const KEYS: Record<string, string | string[]> = {
  files: 'url',
  machines: 'machineId',
  activity: 'id',
  outbox: 'id',
  partials: ['url', 'offset'],
  keeps: 'machineId',
};
/** Each index's field, by store and index name. */
const INDEXES: Record<string, Record<string, string>> = {
  files: { byId: 'id' },
  partials: { byUrl: 'url' },
};
const keyOf = (name: string, row: Row): unknown => {
  const path = KEYS[name]!;
  return Array.isArray(path) ? path.map((field) => row[field]) : row[path];
};
/** Map keys are strings: a compound key is its parts joined. */
const keyText = (key: unknown) => (Array.isArray(key) ? JSON.stringify(key) : String(key));

/** An in-memory stand-in for the idb database lib/offline/db.ts opens. */
export function fakeOfflineDb() {
  const stores = new Map<string, Map<string, Row>>(
    Object.keys(KEYS).map((name) => [name, new Map()]),
  );
  const store = (name: string) => stores.get(name)!;
  const objectStore = (name: string) => ({
    delete: (key: unknown) => Promise.resolve(void store(name).delete(keyText(key))),
    clear: () => Promise.resolve(void store(name).clear()),
  });
  const indexed = (name: string, index: string, value: unknown) =>
    [...store(name).values()].filter((row) => row[INDEXES[name]![index]!] === value);
  const db = {
    put: (name: string, value: Row) => {
      // Blobs are kept as they are: structuredClone in Node cannot copy them.
      const copy = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, v instanceof Blob ? v : structuredClone(v)]),
      );
      store(name).set(keyText(keyOf(name, value)), copy);
      return Promise.resolve();
    },
    get: (name: string, key: unknown) => Promise.resolve(store(name).get(keyText(key))),
    getAll: (name: string, _query?: unknown, count?: number) =>
      Promise.resolve([...store(name).values()].slice(0, count ?? Infinity)),
    getAllFromIndex: (name: string, index: string, value: unknown) =>
      Promise.resolve(indexed(name, index, value)),
    getAllKeysFromIndex: (name: string, index: string, value: unknown) =>
      Promise.resolve(indexed(name, index, value).map((row) => keyOf(name, row))),
    delete: (name: string, key: unknown) => Promise.resolve(void store(name).delete(keyText(key))),
    count: (name: string) => Promise.resolve(store(name).size),
    transaction: (names: string | readonly string[]) => ({
      store: objectStore(typeof names === 'string' ? names : names[0]!),
      objectStore,
      done: Promise.resolve(),
    }),
  };
  return { db, rows: (name: string) => [...store(name).values()] };
}

/** An in-memory Cache API, installed as `caches`; returns the caches by name for assertions. */
export function installFakeCaches() {
  const all = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!all.has(name)) all.set(name, new Map());
    const entries = all.get(name)!;
    return Promise.resolve({
      match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
      put: (url: string, response: Response) => {
        entries.set(url, response);
        return Promise.resolve();
      },
      delete: (url: string) => Promise.resolve(entries.delete(url)),
    });
  };
  vi.stubGlobal('caches', { open, delete: (name: string) => Promise.resolve(all.delete(name)) });
  return (name: string) => [...(all.get(name)?.keys() ?? [])];
}

/** SHA-256 of text, uppercase hex, as records hold it. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * Stubs `fetch` by path and query: each route answers a fresh Response (and sees the request's
 * options); anything else is a 404. The calls are recorded; `calls.sent` has each one's
 * headers and cache mode too.
 */
export function stubFetch(routes: Record<string, (init?: RequestInit) => Response>) {
  const sent: { url: string; headers: Record<string, string>; cache: string | undefined }[] = [];
  // `sent` is not enumerable, so `calls` still equals a plain list of calls.
  const calls = Object.defineProperty([] as { method: string; url: string }[], 'sent', {
    value: sent,
  }) as { method: string; url: string }[] & { sent: typeof sent };
  const stub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://toolbox.test');
    const key = `${url.pathname}${url.search}`;
    calls.push({ method: init?.method ?? 'GET', url: key });
    sent.push({
      url: key,
      headers: (init?.headers ?? {}) as Record<string, string>,
      cache: init?.cache,
    });
    const route = routes[key] ?? routes[url.pathname];
    if (init?.signal?.aborted)
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    return Promise.resolve(route ? route(init) : new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}

export const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
