import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, type ForegroundNotification } from '@toolbox/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createSseParser, subscribeToEvents, type SseEvent } from './events';

describe('createSseParser', () => {
  const stream = [
    ': comment\n',
    'retry: 2500\n\n',
    'id: 1\nevent: notification\ndata: {"a":\ndata:  1}\n\n',
    'data:x\r\n\r\n',
    'id: 2\revent: other\rdata: é\r\r',
  ].join('');
  const expected: SseEvent[] = [
    { id: '1', event: 'notification', data: '{"a":\n 1}' },
    { id: '1', event: 'message', data: 'x' },
    { id: '2', event: 'other', data: 'é' },
  ];

  function parse(chunks: string[]) {
    const events: SseEvent[] = [];
    const retries: number[] = [];
    const parser = createSseParser(
      (e) => events.push(e),
      (ms) => retries.push(ms),
    );
    for (const chunk of chunks) parser.push(chunk);
    return { events, retries, lastEventId: parser.lastEventId };
  }

  it('reads events, ids, retry and comments in one chunk', () => {
    expect(parse([stream])).toEqual({ events: expected, retries: [2500], lastEventId: '2' });
  });

  it('gives the same events however the stream is cut', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parse(chunks).events, `chunks of ${size}`).toEqual(expected);
    }
  });
});

/** A loopback event stream; each test scripts what a connection gets. */
function startServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void,
) {
  let count = 0;
  const requests: http.IncomingHttpHeaders[] = [];
  const closed: number[] = [];
  const server = http.createServer((req, res) => {
    const n = count++;
    requests.push(req.headers);
    res.on('close', () => closed.push(n));
    handle(req, res, n);
  });
  return new Promise<{
    base: string;
    requests: http.IncomingHttpHeaders[];
    closed: number[];
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        closed,
        close: () => {
          server.closeAllConnections();
          return new Promise((r) => server.close(() => r()));
        },
      }),
    ),
  );
}

const event = (id: string, payload: object) =>
  `id: ${id}\nevent: notification\ndata: ${JSON.stringify(payload)}\n\n`;

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('subscribeToEvents', () => {
  it('delivers notifications, reconnects with Last-Event-ID, and stops when told', async () => {
    const sentAt = '2026-11-22T10:00:00.000Z';
    const server = await startServer((_req, res, n) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (n === 0) {
        res.write(
          event('a', {
            notification: { title: 'New Document Available', body: 'b' },
            data: { url: '/documents/d' },
            sentAt,
          }),
        );
        res.end(event('b', { notification: { title: '', body: 'c' }, data: {}, sentAt }));
      } else {
        res.write(': keep-alive\n\n');
      }
    });
    const received: ForegroundNotification[] = [];
    stops.push(
      subscribeToEvents({
        baseUrl: server.base,
        initialRetryMs: 20,
        onNotification: (n) => received.push(n),
      }),
    );
    await until(() => server.requests.length === 2);
    expect(received).toEqual([
      {
        title: 'New Document Available',
        body: 'b',
        data: { url: '/documents/d' },
        timestamp: Date.parse(sentAt),
      },
      {
        title: messages.notifications.defaultTitle,
        body: 'c',
        data: {},
        timestamp: Date.parse(sentAt),
      },
    ]);
    expect(server.requests[0]!['last-event-id']).toBeUndefined();
    expect(server.requests[1]!['last-event-id']).toBe('b');

    stops.pop()!();
    await until(() => server.closed.includes(1));
    await server.close();
  });

  it('asks for what was sent since it started until it has seen an event, then uses its id', async () => {
    const urls: string[] = [];
    const server = await startServer((req, res, n) => {
      urls.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (n === 0) res.end(': no events yet\n\n');
      else if (n === 1)
        res.end(
          event('c', {
            notification: { title: 't', body: '' },
            data: {},
            sentAt: '2026-11-22T10:00:00.000Z',
          }),
        );
      else res.write(': keep-alive\n\n');
    });
    const since = '2026-11-23T08:00:00.000Z';
    stops.push(
      subscribeToEvents({
        baseUrl: server.base,
        since,
        initialRetryMs: 20,
        onNotification: () => {},
      }),
    );
    await until(() => server.requests.length === 3);
    const query = `/api/v1/events?since=${encodeURIComponent(since)}`;
    expect(urls).toEqual([query, query, '/api/v1/events']);
    expect(server.requests[2]!['last-event-id']).toBe('c');
    await server.close();
  });

  it('stops for good when the server refuses the stream', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(401);
      res.end();
    });
    const refused: number[] = [];
    stops.push(
      subscribeToEvents({
        baseUrl: server.base,
        initialRetryMs: 10,
        getToken: () => 'token.sig',
        onNotification: () => {},
        onRefused: (status) => refused.push(status),
      }),
    );
    await until(() => refused.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.authorization).toBe('Bearer token.sig');
    await server.close();
  });

  it('tells the app when the server signs the user out, and reconnects no more', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 10\n\n');
      res.write('id: e1\nevent: signed-out\ndata: {"reason":"account-disabled"}\n\n');
    });
    const reasons: (string | undefined)[] = [];
    stops.push(
      subscribeToEvents({
        baseUrl: server.base,
        initialRetryMs: 10,
        onNotification: () => {},
        onSignedOut: (reason) => reasons.push(reason),
      }),
    );
    await until(() => reasons.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.requests).toHaveLength(1);
    expect(reasons).toEqual(['account-disabled']);
    await server.close();
  });
});
