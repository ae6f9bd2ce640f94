import { QueryClient } from '@tanstack/react-query';
import { makeUser } from '@toolbox/client/test/fixtures';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, FILES_CACHE } from '@/lib/offline/cache-names';
import { claimDevice } from '@/lib/offline/device-data';
import { hasPendingSignOut } from '@/lib/pending-sign-out';
import { lastKnownUser, rememberUser, sessionQueryOptions } from '@/lib/session';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { json, stubFetch } from '@/test/offline-fakes';
import { signOutOfDevice } from './sign-out';

vi.mock('@/lib/offline/db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore({ caches: true });

const engineer = makeUser({ id: 'priya' });

/** What a day on site leaves on the phone: a kept machine, a kept file, cached answers. */
async function keepSomething(userId = engineer.id) {
  await store.db.put('machines', { machineId: 'm1', label: 'Jura X8', urls: [], fileUrls: [] });
  await store.db.put('files', { url: '/api/v1/software/s1/file', kind: 'software', id: 's1' });
  await (await caches.open(API_CACHE)).put('/api/v1/software/s1', new Response('{"password":"x"}'));
  await (await caches.open(FILES_CACHE)).put('/api/v1/software/s1/file', new Response('zip'));
  writeJson(storageKeys.toolbox.deviceOwner, userId);
}

const everythingKept = () => ({
  machines: store.rows('machines').length,
  files: store.rows('files').length,
  api: store.cached(API_CACHE).length,
  fileBytes: store.cached(FILES_CACHE).length,
});

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  rememberUser(engineer);
});

describe('signing out of the toolbox on a shared phone (issue #17 item 14)', () => {
  it('ends the session and leaves no kept file, cached answer or remembered user', async () => {
    await keepSomething();
    const calls = stubFetch({ '/api/v1/auth/sign-out': () => new Response(null, { status: 204 }) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['software', 's1'], { password: 'x' });

    await signOutOfDevice(queryClient);

    expect(calls).toContainEqual({ method: 'POST', url: '/api/v1/auth/sign-out' });
    expect(everythingKept()).toEqual({ machines: 0, files: 0, api: 0, fileBytes: 0 });
    expect(await lastKnownUser()).toBeNull();
    expect(readJson(storageKeys.toolbox.deviceOwner)).toBeNull();
    expect(queryClient.getQueryData(['software', 's1'])).toBeUndefined();
    expect(hasPendingSignOut()).toBe(false);
  });

  it('without signal, clears the device anyway and ends the session once the network is back', async () => {
    await keepSomething();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await signOutOfDevice(new QueryClient());

    expect(everythingKept()).toEqual({ machines: 0, files: 0, api: 0, fileBytes: 0 });
    expect(hasPendingSignOut()).toBe(true);

    // Opened again while still offline: signed out, not the last user.
    const session = sessionQueryOptions().queryFn!;
    const context = {} as Parameters<typeof session>[0];
    expect(await session(context)).toBeNull();

    // Back online: the sign-out goes first, and only then is the session asked for.
    const calls = stubFetch({
      '/api/v1/auth/sign-out': () => new Response(null, { status: 204 }),
      '/api/v1/auth/session': () => new Response(null, { status: 401 }),
    });
    expect(await session(context)).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/sign-out', '/api/v1/auth/session']);
    expect(hasPendingSignOut()).toBe(false);
  });

  it('clears what another user kept before the next one sees it', async () => {
    await keepSomething('someone-else');
    await claimDevice(engineer.id);
    expect(everythingKept()).toEqual({ machines: 0, files: 0, api: 0, fileBytes: 0 });
    expect(readJson(storageKeys.toolbox.deviceOwner)).toBe(engineer.id);

    // The owner's own things stay when they sign back in (after the 30-minute rule, say).
    await keepSomething(engineer.id);
    stubFetch({ '/api/v1/auth/session': json({ user: engineer }) });
    const session = sessionQueryOptions().queryFn!;
    expect(await session({} as Parameters<typeof session>[0])).toMatchObject({ id: 'priya' });
    expect(everythingKept()).toEqual({ machines: 1, files: 1, api: 1, fileBytes: 1 });
  });
});
