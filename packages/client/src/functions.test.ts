import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FUNCTIONS_DEFAULT_TIMEOUT_MS,
  HTTP_STATUS_FUNCTION_CODES,
  messages,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsClient, isFunctionsError } from './functions';

type Seen = { url: string; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: string; hang?: boolean };

/** A loopback server whose answer each test sets; it records what it was sent. */
let server: http.Server;
let baseUrl = '';
let answer: Answer = { status: 200, body: '{"result":1}' };
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      if (answer.hang) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isFunctionsError(error)) throw new Error(`expected a FunctionsError, got ${String(error)}`);
  return error;
}

describe('callable-function transport', () => {
  it('POSTs exactly {data} as JSON and answers the result as data', async () => {
    answer = { status: 200, body: JSON.stringify({ result: { delivered: 2 } }) };
    const call = createFunctionsClient({ baseUrl }).httpsCallable<{ a: number }, unknown>('hello');
    expect(await call({ a: 1 })).toEqual({ data: { delivered: 2 } });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/api/v1/functions/hello');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ data: { a: 1 } });
    expect(request.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token when there is one', async () => {
    answer = { status: 200, body: '{"result":null}' };
    const client = createFunctionsClient({ baseUrl, getToken: () => Promise.resolve('tok.sig') });
    // null is a result, not a missing one.
    expect(await client.httpsCallable('f')(null)).toEqual({ data: null });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer tok.sig');
  });

  it('reads `data` when the server sends that instead of `result`', async () => {
    answer = { status: 200, body: '{"data":"x"}' };
    expect(await createFunctionsClient({ baseUrl }).httpsCallable('f')(1)).toEqual({ data: 'x' });
  });

  it.each([
    ['no field', '{}'],
    ['an empty body', ''],
    ['a body that is not JSON', 'oops'],
  ])('answers "Response is missing data field" for %s', async (_, body) => {
    answer = { status: 200, body };
    const error = await failure(createFunctionsClient({ baseUrl }).httpsCallable('f')(1));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(messages.functions.missingData);
  });

  it.each(Object.entries(HTTP_STATUS_FUNCTION_CODES))(
    'maps HTTP %s to %s (docs/product.md#function-errors)',
    async (status, code) => {
      answer = { status: Number(status), body: '' };
      const error = await failure(createFunctionsClient({ baseUrl }).httpsCallable('f')(1));
      expect(error.code).toBe(code);
      expect(error.status).toBe(Number(status));
    },
  );

  it.each(['FAILED_PRECONDITION', 'failed-precondition'])(
    "takes the server's own code (%s) and message when it sends them",
    async (status) => {
      answer = {
        status: 400,
        body: JSON.stringify({ error: { status, message: 'Not now', details: { a: 1 } } }),
      };
      const error = await failure(createFunctionsClient({ baseUrl }).httpsCallable('f')(1));
      expect([error.code, error.message, error.details]).toEqual([
        'failed-precondition',
        'Not now',
        { a: 1 },
      ]);
    },
  );

  it('names the request id of a server fault, for support to find its log line', async () => {
    answer = {
      status: 500,
      body: JSON.stringify({
        error: {
          status: 'INTERNAL',
          message: 'Something went wrong.',
          details: { requestId: 'r-42' },
        },
      }),
    };
    const error = await failure(createFunctionsClient({ baseUrl }).httpsCallable('f')(1));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(`Something went wrong. ${messages.request.reference('r-42')}`);
  });

  it('keeps the request id of a refusal beside its field details, its message as said', async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Title is required',
          details: { title: ['Title is required'], requestId: 'r-43' },
        },
      }),
    };
    const error = await failure(createFunctionsClient({ baseUrl }).httpsCallable('f')(1));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Title is required');
    expect(error.requestId).toBe('r-43');
  });

  it('gives deadline-exceeded when the answer takes longer than the time-out', async () => {
    answer = { status: 200, hang: true };
    const started = Date.now();
    const error = await failure(
      createFunctionsClient({ baseUrl, timeoutMs: 150 }).httpsCallable('slow')(1),
    );
    expect(error.code).toBe('deadline-exceeded');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(FUNCTIONS_DEFAULT_TIMEOUT_MS).toBe(70_000);
    server.closeAllConnections();
  });

  it('gives unavailable when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createFunctionsClient({ baseUrl: `http://127.0.0.1:${port}` }).httpsCallable('f')(1),
    );
    expect(error.code).toBe('unavailable');
  });
});
