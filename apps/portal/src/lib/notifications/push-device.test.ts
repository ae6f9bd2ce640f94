import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it, vi } from 'vitest';
import { setUpNotifications } from './push-device';

describe("the portal's push device", () => {
  it('registers the push worker at the site root and stores the subscription', async () => {
    const subscription = {
      endpoint: 'https://push.example/device-1',
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: {} }),
    };
    const registration = {
      pushManager: {
        getSubscription: vi.fn(() => Promise.resolve(null)),
        subscribe: vi.fn(() => Promise.resolve(subscription)),
      },
    };
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const register = vi.fn(() => Promise.resolve(registration));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, ready: Promise.resolve(registration) },
      configurable: true,
    });
    const { requests } = stubApi({
      'GET /api/v1/push/public-key': { status: 200, body: { publicKey: 'B'.repeat(87) } },
      'POST /api/v1/push/subscription': { status: 201, body: { id: 's1' } },
    });

    await setUpNotifications('user-1');

    expect(register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/v1/push/subscription',
    );
    // Cleared at the portal's sign-out, so the next sign-in sets up again.
    expect(sessionStorage.getItem('toolbox.portal.notifications-set-up-for')).toBe('"user-1"');
  });
});
