import fs from 'node:fs';
import path from 'node:path';
import { documentNotification, messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';

const source = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../public/push-sw.js'),
  'utf8',
);
const ORIGIN = 'https://toolbox.example';

type Handler = (event: Record<string, unknown>) => void;

/** Runs the worker's script against a stand-in for its global scope and answers its handlers. */
function loadWorker(windows: { url: string }[] = []) {
  const handlers: Record<string, Handler> = {};
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const clientWindows = windows.map((w) => ({
    url: w.url,
    navigate: vi.fn(function (this: unknown) {
      return Promise.resolve(this);
    }),
    focus: vi.fn(() => Promise.resolve()),
  }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => (handlers[type] = handler),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: {
      claim: vi.fn(() => Promise.resolve()),
      matchAll: vi.fn(() => Promise.resolve(clientWindows)),
      openWindow,
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the worker as the browser runs it
  new Function('self', source)(self);

  async function dispatch(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  }
  return { dispatch, showNotification, openWindow, clientWindows };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});

describe('the push worker at the site root', () => {
  it("shows the product's title (docs/product.md#notification-payloads), body and data", async () => {
    const worker = loadWorker();
    const payload = documentNotification({
      title: 'Grinder manual',
      documentId: 'd1',
      category: 'Service',
    });
    await worker.dispatch('push', pushOf(payload));
    expect(worker.showNotification).toHaveBeenCalledWith(messages.notifications.documentTitle, {
      body: messages.notifications.documentBody('Grinder manual'),
      data: payload.data,
      icon: '/favicon.svg',
      tag: 'd1',
    });
  });

  it('falls back to the default title, and shows a push that is not JSON as text', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ notification: { title: ' ', body: 'b' } }));
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      messages.notifications.defaultTitle,
      expect.objectContaining({ body: 'b' }),
    );
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
        text: () => 'plain words',
      },
    });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      messages.notifications.defaultTitle,
      expect.objectContaining({ body: 'plain words' }),
    );
  });

  it("opens the notification's page, in an open window when there is one", async () => {
    const fresh = loadWorker();
    const close = vi.fn();
    await fresh.dispatch('notificationclick', {
      notification: { close, data: { url: '/software/s1' } },
    });
    expect(close).toHaveBeenCalled();
    expect(fresh.openWindow).toHaveBeenCalledWith(`${ORIGIN}/software/s1`);

    const open = loadWorker([{ url: `${ORIGIN}/dashboard` }]);
    await open.dispatch('notificationclick', {
      notification: { close, data: { url: '/documents/d1' } },
    });
    expect(open.clientWindows[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/documents/d1`);
    expect(open.clientWindows[0]!.focus).toHaveBeenCalled();
    expect(open.openWindow).not.toHaveBeenCalled();
  });

  it('never opens another site', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/phish' } },
    });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
