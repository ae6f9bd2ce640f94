import { vi } from 'vitest';

/*
 * The browser's storage at the edge of the world, in memory: jsdom-like environments have neither
 * IndexedDB nor the Cache API, and fake-indexeddb is not a dependency. The fakes implement only
 * what lib/offline calls.
 */

type Row = Record<string, unknown>;
const KEYS: Record<string, string> = {
  files: 'url',
  machines: 'machineId',
  activity: 'id',
  outbox: 'id',
};

/** An in-memory stand-in for the idb database lib/offline/db.ts opens. */
export function fakeOfflineDb() {
  const stores = new Map<string, Map<string, Row>>(
    Object.keys(KEYS).map((name) => [name, new Map()]),
  );
  const store = (name: string) => stores.get(name)!;
  const objectStore = (name: string) => ({
    delete: (key: string) => Promise.resolve(void store(name).delete(key)),
    clear: () => Promise.resolve(void store(name).clear()),
  });
  const db = {
    put: (name: string, value: Row) => {
      store(name).set(String(value[KEYS[name]!]), structuredClone(value));
      return Promise.resolve();
    },
    get: (name: string, key: string) => Promise.resolve(store(name).get(key)),
    getAll: (name: string, _query?: unknown, count?: number) =>
      Promise.resolve([...store(name).values()].slice(0, count ?? Infinity)),
    delete: (name: string, key: string) => Promise.resolve(void store(name).delete(key)),
    count: (name: string) => Promise.resolve(store(name).size),
    transaction: (names: string | string[]) => ({
      store: objectStore(Array.isArray(names) ? names[0]! : names),
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

/** Stubs `fetch` by path and query: each route answers a fresh Response; anything else is a 404. */
export function stubFetch(routes: Record<string, () => Response>) {
  const calls: { method: string; url: string }[] = [];
  const stub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://toolbox.test');
    const key = `${url.pathname}${url.search}`;
    calls.push({ method: init?.method ?? 'GET', url: key });
    const route = routes[key] ?? routes[url.pathname];
    return Promise.resolve(route ? route() : new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}

export const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
