import { beforeEach } from 'vitest';
import { fakeOfflineDb, installFakeCaches } from './offline-fakes';

/*
 * lib/offline/db.ts as the tests see it: offlineDb() answers the in-memory database of the
 * current test. A test file swaps the module in with
 *
 *   vi.mock('@/lib/offline/db', () => import('@/test/fake-offline-db'));
 *
 * (vi.mock must stand in the test file itself to be hoisted) and gets a fresh database before
 * each test from withFakeOfflineStore().
 */

let current: ReturnType<typeof fakeOfflineDb> | null = null;

function currentStore() {
  if (!current) throw new Error('withFakeOfflineStore() was not called in this test file.');
  return current;
}

/** The mocked module's one export: the current test's database. */
export const offlineDb = () => Promise.resolve(currentStore().db);

/**
 * A fresh in-memory database before each test (and, with `caches`, a fresh Cache API). The
 * answer reads the current test's: `store.db` to seed rows, `store.rows(name)` to check them.
 */
export function withFakeOfflineStore({ caches = false }: { caches?: boolean } = {}) {
  let cached: ReturnType<typeof installFakeCaches> = () => [];
  beforeEach(() => {
    current = fakeOfflineDb();
    if (caches) cached = installFakeCaches();
  });
  return {
    get db() {
      return currentStore().db;
    },
    rows: (name: string) => currentStore().rows(name),
    /** The URLs kept in a cache, by its name (with `caches`). */
    cached: (name: string) => cached(name),
  };
}
