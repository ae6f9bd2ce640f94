import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it, vi } from 'vitest';
import { setUpNotifications } from './push';

// Two VAPID keys as the server hands them out (base64url) and as PushManager holds them (bytes).
const OLD_KEY = new Uint8Array(65).fill(1);
const NEW_KEY = 'Ag'.repeat(43) + 'A';
const NEW_KEY_BYTES = Uint8Array.from(
  atob(NEW_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='),
  (c) => c.charCodeAt(0),
);

function fakeSubscription(endpoint: string, key: Uint8Array) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

describe('toolbox push set-up', () => {
  it('replaces a subscription made with another server key', async () => {
    const stale = fakeSubscription('https://push.example/old', OLD_KEY);
    const fresh = fakeSubscription('https://push.example/new', NEW_KEY_BYTES);
    const pushManager = {
      getSubscription: vi.fn(() => Promise.resolve(stale)),
      subscribe: vi.fn(() => Promise.resolve(fresh)),
    };
    const registration = { pushManager };
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', {
      value: {
        register: vi.fn(() => Promise.resolve(registration)),
        ready: Promise.resolve(registration),
      },
      configurable: true,
    });
    const { requests } = stubApi({
      'GET /api/v1/push/public-key': { status: 200, body: { publicKey: NEW_KEY } },
      'POST /api/v1/push/subscription': { status: 201, body: { id: 's1' } },
    });

    await setUpNotifications('user-1');

    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: NEW_KEY_BYTES,
    });
    const stored = requests.find((r) => r.path === '/api/v1/push/subscription');
    expect(stored?.body).toMatchObject({ subscription: { endpoint: 'https://push.example/new' } });
  });
});
