import { messages } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, startTestServer } from '../test/http-server';
import { ApiError, createApiClient, toQueryString } from './http';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createApiClient', () => {
  it('sends JSON bodies and parses JSON answers with an optional schema', async () => {
    server = await startTestServer({
      'POST /api/things': (req, res) => json(res, 201, { echo: JSON.parse(req.body) as unknown }),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });
    const schema = z.object({ echo: z.object({ a: z.number() }) });

    const result = await api.post('/api/things', { a: 1 }, { schema });

    expect(result).toEqual({ echo: { a: 1 } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('shows a server fault with the reference support looks it up by (issue #21 item 8)', async () => {
    const requestId = '02902cd3-ec2e-4513-8b6e-a13f68b1919b';
    server = await startTestServer({
      'GET /api/broken': (_req, res) =>
        json(res, 500, { code: 'internal', message: messages.request.internal, requestId }),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    const error = await api.get('/api/broken').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      `${messages.request.internal} ${messages.request.reference(requestId)}`,
    );
  });

  it('keeps the request id of a refusal without changing its message', async () => {
    const requestId = '7d1c1f0e-8f7a-4a5b-9d61-1f2e3a4b5c6d';
    server = await startTestServer({
      'GET /api/missing': (_req, res) =>
        json(res, 404, { code: 'not-found', message: messages.document.notFound, requestId }),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    const error = await api.get('/api/missing').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.document.notFound);
    expect((error as ApiError).requestId).toBe(requestId);
    expect((error as ApiError).hasServerMessage).toBe(true);
  });

  it('rejects an answer that does not match the schema', async () => {
    server = await startTestServer({ 'GET /api/thing': (_req, res) => json(res, 200, { a: 'x' }) });
    const api = createApiClient({ baseUrl: server.baseUrl });

    await expect(
      api.get('/api/thing', { schema: z.object({ a: z.number() }) }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it('tells onUnexpectedAnswer of an answer of another shape, and still rejects', async () => {
    server = await startTestServer({ 'GET /api/thing': (_req, res) => json(res, 200, { a: 'x' }) });
    const onUnexpectedAnswer = vi.fn();
    const api = createApiClient({ baseUrl: server.baseUrl, onUnexpectedAnswer });

    await expect(api.get('/api/thing', { schema: z.object({ a: z.string() }) })).resolves.toEqual({
      a: 'x',
    });
    expect(onUnexpectedAnswer).not.toHaveBeenCalled();
    await expect(
      api.get('/api/thing', { schema: z.object({ a: z.number() }) }),
    ).rejects.toBeInstanceOf(z.ZodError);
    expect(onUnexpectedAnswer).toHaveBeenCalledOnce();
    expect(onUnexpectedAnswer.mock.calls[0]![0]).toBeInstanceOf(z.ZodError);
  });

  it('supports PATCH and DELETE, and an empty 204 answer', async () => {
    server = await startTestServer({
      'PATCH /api/thing': (req, res) => json(res, 200, JSON.parse(req.body)),
      'DELETE /api/thing': (_req, res) => {
        res.writeHead(204);
        res.end();
      },
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    expect(await api.patch('/api/thing', { b: true })).toEqual({ b: true });
    expect(await api.delete('/api/thing')).toBeUndefined();
    expect(server.requests.map((r) => r.method)).toEqual(['PATCH', 'DELETE']);
  });

  it("turns an error body into an ApiError with the server's code, message and details", async () => {
    server = await startTestServer({
      'POST /api/users': (_req, res) =>
        json(res, 400, {
          code: 'invalid-argument',
          message: 'Validation failed',
          details: { email: ['Email is required'] },
        }),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    const error = await api.post('/api/users', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'Validation failed',
      details: { email: ['Email is required'] },
      hasServerMessage: true,
    });
  });

  it('falls back to a generic error when the error body is not JSON', async () => {
    server = await startTestServer({
      'GET /api/broken': (_req, res) => {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>Bad gateway</html>');
      },
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    const error = await api.get('/api/broken').catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 502,
      code: 'internal',
      hasServerMessage: false,
      message: messages.request.unavailable,
    });
  });

  it("says a proxy's 429 and 503 in the product's words, and other statuses by number", async () => {
    server = await startTestServer({
      'GET /api/busy': (_req, res) => {
        res.writeHead(429, { 'content-type': 'text/html', 'retry-after': '5' });
        res.end('<html>Too Many Requests</html>');
      },
      'GET /api/away': (_req, res) => {
        res.writeHead(503);
        res.end();
      },
      'GET /api/teapot': (_req, res) => {
        res.writeHead(418);
        res.end('short and stout');
      },
    });
    const api = createApiClient({ baseUrl: server.baseUrl });
    const failure = async (path: string) =>
      (await api.get(path).catch((e: unknown) => e)) as ApiError;

    expect((await failure('/api/busy')).message).toBe(messages.request.tooManyRequests);
    expect((await failure('/api/away')).message).toBe(messages.request.unavailable);
    expect((await failure('/api/teapot')).message).toBe('Request failed with status 418.');
  });

  it('reports an unreachable server as network-request-failed', async () => {
    server = await startTestServer({});
    const { baseUrl } = server;
    await server.close();
    server = undefined;
    const api = createApiClient({ baseUrl });

    await expect(api.get('/api/anything')).rejects.toMatchObject({
      status: 0,
      code: 'network-request-failed',
    });
  });

  it('calls onUnauthenticated on a 401 unless the call opts out', async () => {
    server = await startTestServer({
      'GET /api/private': (_req, res) =>
        json(res, 401, { code: 'unauthenticated', message: 'Sign in first' }),
    });
    const onUnauthenticated = vi.fn();
    const api = createApiClient({ baseUrl: server.baseUrl, onUnauthenticated });

    await expect(api.get('/api/private')).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/api/private', { skipAuthHook: true })).rejects.toBeInstanceOf(ApiError);

    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, code: 'unauthenticated' }),
    );
  });

  it('sends PUT with a JSON body', async () => {
    server = await startTestServer({
      'PUT /api/thing/disabled': (req, res) => json(res, 200, JSON.parse(req.body)),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    expect(await api.put('/api/thing/disabled', { disabled: true })).toEqual({ disabled: true });
    expect(server.requests[0]?.method).toBe('PUT');
  });

  it('adds the query parameters that have a value', async () => {
    server = await startTestServer({
      'GET /api/users?page=2&search=ada+l%C3%B6w&active=true': (_req, res) => json(res, 200, []),
      'GET /api/users?fixed=1&page=1': (_req, res) => json(res, 200, []),
    });
    const api = createApiClient({ baseUrl: server.baseUrl });

    await api.get('/api/users', {
      query: { page: 2, role: undefined, team: null, search: 'ada löw', status: '', active: true },
    });
    await api.get('/api/users?fixed=1', { query: { page: 1 } });

    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/users?page=2&search=ada+l%C3%B6w&active=true',
      '/api/users?fixed=1&page=1',
    ]);
  });

  it('sends credentials with every request', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    server = await startTestServer({ 'GET /api/me': (_req, res) => json(res, 200, {}) });
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: fetchSpy });

    await api.get('/api/me');

    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });
});

describe('toQueryString', () => {
  it('is empty when no parameter has a value', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: '' })).toBe('');
  });

  it('encodes values and keeps zero and false', () => {
    expect(toQueryString({ q: 'a&b=c', n: 0, f: false })).toBe('?q=a%26b%3Dc&n=0&f=false');
  });
});
