import { makeUser } from '@toolbox/client/test/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUser } from '@/lib/session';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { flushOutbox, queuedWriteCount, sendOrQueue } from './outbox';

vi.mock('./db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore();

/** Answers each request with the next status; records what was sent. */
function server(statuses: number[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: new URL(input, 'http://toolbox.test').pathname,
        body: JSON.parse(init?.body as string) as unknown,
      });
      const status = statuses.shift() ?? 200;
      return Promise.resolve(
        new Response(status === 204 ? null : JSON.stringify({}), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const online = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
const feedback = (guide: string, fixed: boolean) => ({
  method: 'POST' as const,
  url: `/api/v1/machines/m1/guides/${guide}/feedback`,
  body: { fixed },
});

beforeEach(() => rememberUser(makeUser({ id: 'priya' })));

describe('the outbox (issue #18 item 1)', () => {
  it('sends at once with signal', async () => {
    online();
    const sent = server([201]);
    expect(await sendOrQueue(feedback('g1', true))).toEqual({ state: 'sent' });
    expect(sent).toHaveLength(1);
    expect(await queuedWriteCount()).toBe(0);
  });

  it('keeps a write made without signal, or whose request fails for the network', async () => {
    offline();
    const first = await sendOrQueue(feedback('g1', true));
    expect(first.state).toBe('queued');
    online();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const second = await sendOrQueue(feedback('g2', false));
    expect(second.state).toBe('queued');
    expect(store.rows('outbox')).toMatchObject([{ userId: 'priya' }, { userId: 'priya' }]);
  });

  it('sends them in order when the signal is back, each once', async () => {
    offline();
    await sendOrQueue(feedback('g1', true));
    await sendOrQueue(feedback('g2', false));
    online();
    const sent = server([201, 201]);
    await flushOutbox();
    await flushOutbox();
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v1/machines/m1/guides/g1/feedback',
      '/api/v1/machines/m1/guides/g2/feedback',
    ]);
    expect(await queuedWriteCount()).toBe(0);
  });

  it('keeps what the server could not take now, and drops what it refused', async () => {
    offline();
    await sendOrQueue(feedback('gone', true));
    await sendOrQueue(feedback('g2', true));
    online();
    server([404, 503]);
    await flushOutbox();
    expect(store.rows('outbox')).toMatchObject([{ url: '/api/v1/machines/m1/guides/g2/feedback' }]);
  });

  it('sends another engineer’s writes only under their own session', async () => {
    offline();
    await sendOrQueue(feedback('g1', true));
    rememberUser(makeUser({ id: 'sam' }));
    online();
    const sent = server([201]);
    await flushOutbox();
    expect(sent).toEqual([]);
    expect(await queuedWriteCount()).toBe(1);
  });
});
