import { messages } from '@toolbox/domain';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { enableNotifications, setUpNotifications } from './notification-setup';

const PUBLIC_KEY = 'B'.repeat(87);
const subscription = {
  endpoint: 'https://push.example/device-1',
  options: { applicationServerKey: null },
  toJSON: () => ({
    endpoint: 'https://push.example/device-1',
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  }),
  unsubscribe: vi.fn(),
};

/** The browser's push surface at the edge: permission, a worker registration, a push manager. */
function stubBrowser(permission: NotificationPermission, subscribe = vi.fn(() => subscription)) {
  const registration = {
    pushManager: { getSubscription: vi.fn(() => Promise.resolve(null)), subscribe },
  };
  const requestPermission = vi.fn(() => Promise.resolve('granted'));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  const register = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, ready: Promise.resolve(registration) },
    configurable: true,
  });
  return { register, subscribe, requestPermission };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const api = () =>
  stubApi({
    'GET /api/v1/push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
    'POST /api/v1/push/subscription': { status: 201, body: { id: 's1' } },
  });

describe('notification set-up (SPEC.md §4, once per sign-in)', () => {
  it('registers the worker and, with permission granted, stores the token for the user', async () => {
    const browser = stubBrowser('granted');
    const { requests } = api();
    await setUpNotifications('user-1');
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const stored = requests.find((r) => r.path === '/api/v1/push/subscription');
    expect(stored?.body).toMatchObject({ subscription: subscription.toJSON() });

    // Once per sign-in: a second call does nothing.
    await setUpNotifications('user-1');
    expect(browser.register).toHaveBeenCalledTimes(1);
  });

  it('does not ask by itself while permission is undecided (the prompt bar asks)', async () => {
    const browser = stubBrowser('default');
    api();
    await setUpNotifications('user-1');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

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
    api();
    await setUpNotifications(userId);
    expect(warn).toHaveBeenCalledWith(message);
  });

  it('warns that no token came although permission was granted', async () => {
    stubBrowser(
      'granted',
      vi.fn(() => {
        throw new Error('push service unreachable');
      }),
    );
    api();
    await setUpNotifications('user-1');
    expect(warn).toHaveBeenCalledWith(messages.notifications.initFailed, expect.any(Error));
    const cause = (warn.mock.calls[0]?.[1] as Error).message;
    expect(cause).toBe(messages.notifications.noToken);
  });

  it('Enable Notifications asks the browser, then subscribes', async () => {
    const browser = stubBrowser('default');
    const { requests } = api();
    await expect(enableNotifications('user-1')).resolves.toBe('granted');
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/v1/push/subscription')).toBe(true);
  });
});
