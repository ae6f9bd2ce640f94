import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, softwareNotification } from '@toolbox/domain';
import { createTestContext, injectAs, type TestContext, type TestUser } from './helpers';
import { createUpload } from './upload-helpers';

// Issue #21 item 8: a request id on every line of a request and in the error a user sees, so
// support can find the lines; one a trusted proxy sent (nginx's $request_id) is kept.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const logLines: string[] = [];
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext({ LOG_LEVEL: 'info' }, { logLines });
    admin = await t.createUser({ role: 'Admin' });
  });
  afterAll(() => t.close());

  it('names every answer, and a server fault names its request to the user and in the log', async () => {
    const fine = await injectAs(t, admin, 'GET', '/api/v1/documents');
    expect(fine.headers['x-request-id']).toMatch(UUID);

    // A fault nobody foresaw: a table the server reads is gone. (Not app_settings: every
    // session's lookup reads the security setting from it, decision 030.)
    await t.database.db.execute(sql.raw('drop table document_category_counts cascade'));
    const broken = await injectAs(t, admin, 'GET', '/api/v1/documents/facets');
    expect(broken.statusCode).toBe(500);
    const id = String(broken.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const body = broken.json<{ message: string; requestId: string }>();
    expect(body).toMatchObject({ message: messages.request.internal, requestId: id });
    // Every line of that request carries the id, the error's included.
    const lines = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'unhandled error', 'request completed']),
    );
  });

  it('names the request of a callable function that failed on the server', async () => {
    await t.database.db.execute(sql.raw('drop table notifications cascade'));
    const broken = await injectAs(
      t,
      admin,
      'POST',
      '/api/v1/functions/sendNotificationToAllUsers',
      {
        data: softwareNotification({ name: 'Tool', softwareId: 's-1', version: '1' }),
      },
    );
    expect(broken.statusCode).toBe(500);
    const id = String(broken.headers['x-request-id']);
    expect(broken.json()).toEqual({
      error: { status: 'INTERNAL', message: messages.request.internal, details: { requestId: id } },
    });
  });

  it('names the request in every error body, a refusal as much as a fault', async () => {
    const engineer = await t.createUser({ role: 'Engineer' });
    const refusals = [
      // A service's not found, a rule's refusal, a failed validation, an unknown query parameter.
      await injectAs(t, admin, 'GET', '/api/v1/documents/no-such-document'),
      await injectAs(t, admin, 'POST', '/api/v1/machines', { manufacturer: '', model: '' }),
      await injectAs(t, admin, 'GET', '/api/v1/users?sortBy=email'),
      // The access check, with and without a session.
      await injectAs(t, engineer, 'GET', '/api/v1/audit'),
      await t.app.inject({ method: 'GET', url: '/api/v1/documents' }),
      // Fastify's own refusals: an unknown route, a body that is not JSON.
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      // A callable function's refusal, in its own shape.
      await injectAs(t, engineer, 'POST', '/api/v1/functions/noSuchFunction', { data: {} }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      const body = response.json<{ requestId?: string; error?: { details?: unknown } }>();
      const named = body.error
        ? (body.error.details as { requestId?: string }).requestId
        : body.requestId;
      expect(named, `${response.statusCode} ${response.body}`).toBe(id);
    }
  });

  it('names the answers of hijacked routes too (uploads)', async () => {
    const created = await createUpload(t, admin, 10, { kind: 'document', filename: 'a.pdf' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['x-request-id']).toMatch(UUID);
  });

  it('does not take an id from the request unless a proxy is trusted', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-0123456789' },
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("keeps the proxy's id when it is plain, and makes one otherwise", async () => {
    const asked = (id: string) =>
      t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect((await asked('nginx-0123456789')).headers['x-request-id']).toBe('nginx-0123456789');
    expect((await asked('bad id\twith "quotes"')).headers['x-request-id']).toMatch(UUID);
  });
});
