import { createApiClient } from '@toolbox/client/http';
import { messages } from '@toolbox/domain';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createPushDevice, keyBytes } from './push';
import { readJson, storageKeys } from './storage';
import { stubApi } from './test/stub-api';

const SERVER_KEY = 'BA' + 'x'.repeat(85);
const OTHER_KEY = new Uint8Array(65).fill(7);
const SET_UP_KEY = storageKeys.toolbox.notificationsSetUpFor;

function fakeSubscription(endpoint: string, key: Uint8Array | null) {
  return {
    endpoint,
    options: { applicationServerKey: key?.buffer ?? null },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** The browser's push surface at the edge: permission, a worker registration, a push manager. */
function stubBrowser(
  permission: NotificationPermission,
  {
    existing = null,
    subscribe = vi.fn(() => Promise.resolve(fakeSubscription('https://push.example/new', null))),
  }: { existing?: FakeSubscription | null; subscribe?: () => Promise<FakeSubscription> } = {},
) {
  const registration = {
    pushManager: { getSubscription: vi.fn(() => Promise.resolve(existing)), subscribe },
  };
  const requestPermission = vi.fn(() => Promise.resolve('granted'));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  const register = vi.fn(() => Promise.resolve(registration));
  const getRegistration = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, getRegistration, ready: Promise.resolve(registration) },
    configurable: true,
  });
  return { register, getRegistration, subscribe, requestPermission };
}

const server = () =>
  stubApi({
    'GET /api/v1/push/public-key': { status: 200, body: { publicKey: SERVER_KEY } },
    'POST /api/v1/push/subscription': { status: 201, body: { id: 's1' } },
    'DELETE /api/v1/push/subscription': { status: 204 },
  });

const device = () =>
  createPushDevice({
    api: createApiClient(),
    workerUrl: '/toolbox/sw.js',
    scope: '/toolbox',
    setUpKey: SET_UP_KEY,
  });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('keyBytes', () => {
  it('reads base64url without padding', () => {
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });
});

describe('notification set-up, once per sign-in', () => {
  it("registers the app's worker and, with permission granted, stores the subscription", async () => {
    const browser = stubBrowser('granted');
    const { requests } = server();
    await device().setUpNotifications('user-1');
    expect(browser.register).toHaveBeenCalledWith('/toolbox/sw.js', { scope: '/toolbox' });
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(SERVER_KEY),
    });
    const stored = requests.find((r) => r.path === '/api/v1/push/subscription');
    expect(stored?.body).toMatchObject({ subscription: { endpoint: 'https://push.example/new' } });
    expect(readJson(SET_UP_KEY)).toBe('user-1');

    await device().setUpNotifications('user-1');
    expect(browser.register).toHaveBeenCalledTimes(1);
  });

  it('replaces a subscription made with another server key', async () => {
    const stale = fakeSubscription('https://push.example/old', OTHER_KEY);
    const browser = stubBrowser('granted', { existing: stale });
    const { requests } = server();
    await device().setUpNotifications('user-1');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(SERVER_KEY),
    });
    const stored = requests.find((r) => r.path === '/api/v1/push/subscription');
    expect(stored?.body).toMatchObject({ subscription: { endpoint: 'https://push.example/new' } });
  });

  it('keeps a subscription made with the same server key', async () => {
    const current = fakeSubscription('https://push.example/current', keyBytes(SERVER_KEY));
    const browser = stubBrowser('granted', { existing: current });
    const { requests } = server();
    await device().setUpNotifications('user-1');
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    const stored = requests.find((r) => r.path === '/api/v1/push/subscription');
    expect(stored?.body).toMatchObject({
      subscription: { endpoint: 'https://push.example/current' },
    });
  });

  it('does not ask by itself while permission is undecided (the prompt bar asks)', async () => {
    const browser = stubBrowser('default');
    server();
    await device().setUpNotifications('user-1');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it.each(['default', 'denied'] as const)(
    'registers the worker before the permission is looked at (permission %s)',
    async (permission) => {
      const browser = stubBrowser(permission);
      server();
      await device().setUpNotifications('user-1');
      expect(browser.register).toHaveBeenCalledWith('/toolbox/sw.js', { scope: '/toolbox' });
    },
  );

  it.each([
    ['no user', () => stubBrowser('granted'), undefined, messages.notifications.setupFailed],
    ['denied', () => stubBrowser('denied'), 'user-1', messages.notifications.permissionDenied],
    [
      'unsupported',
      () => vi.stubGlobal('PushManager', undefined),
      'user-1',
      messages.notifications.notInitialized,
    ],
  ] as const)('warns only when %s', async (_, stub, userId, message) => {
    stub();
    server();
    await device().setUpNotifications(userId);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it('warns that no token came although permission was granted', async () => {
    stubBrowser('granted', {
      subscribe: vi.fn(() => Promise.reject(new Error('push service unreachable'))),
    });
    server();
    await device().setUpNotifications('user-1');
    expect(warn).toHaveBeenCalledWith(messages.notifications.initFailed, expect.any(Error));
    expect((warn.mock.calls[0]?.[1] as Error).message).toBe(messages.notifications.noToken);
  });
});

describe('enable, disable and ask', () => {
  it('Enable Notifications asks the browser, then subscribes', async () => {
    const browser = stubBrowser('default');
    const { requests } = server();
    await expect(device().enableNotifications('user-1')).resolves.toBe('granted');
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/v1/push/subscription')).toBe(true);
    expect(readJson(SET_UP_KEY)).toBe('user-1');
  });

  it('throws, after a warning, when the subscription fails', async () => {
    stubBrowser('default', { subscribe: vi.fn(() => Promise.reject(new Error('no'))) });
    server();
    await expect(device().enableNotifications('user-1')).rejects.toThrow(
      messages.notifications.noToken,
    );
    expect(warn).toHaveBeenCalledWith(messages.notifications.setupFailed, expect.any(Error));
  });

  it('turns a subscription off on the server and in the browser', async () => {
    const current = fakeSubscription('https://push.example/current', keyBytes(SERVER_KEY));
    const browser = stubBrowser('granted', { existing: current });
    const { requests } = server();
    await expect(device().hasDeviceSubscription()).resolves.toBe(true);
    await device().unsubscribeThisDevice();
    expect(browser.getRegistration).toHaveBeenCalledWith('/toolbox/sw.js');
    expect(requests.find((r) => r.method === 'DELETE')?.query).toEqual({
      endpoint: 'https://push.example/current',
    });
    expect(current.unsubscribe).toHaveBeenCalled();
  });
});
