import { messages, type AuditEntry, type Page } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from './helpers';

/**
 * docs/product.md#sec-write-limits: every state-changing request has a budget per signed-in user
 * and per client address; the cheap writes that fill the audit log or the notification history
 * (`access-denied`, `sendTestNotification`) have a stricter one. Over budget: 429, `Retry-After`,
 * the product's message, and nothing written.
 */
let t: TestContext;
let admin: TestUser;
let engineer: TestUser;

// Small budgets, so the test reaches them quickly; the defaults are in src/env.ts.
const PER_USER = 30;
const PER_ADDRESS = 60;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam({
    WRITE_LIMIT_PER_USER: String(PER_USER),
    WRITE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
  }));
});
afterAll(() => t.close());

const denied = (user: TestUser, remoteAddress = '192.0.2.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/access-denied',
    remoteAddress,
    headers: { cookie: user.cookie },
    payload: { path: '/dashboard' },
  });

const deniedRows = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/audit?action=auth.access-denied&actorId=${user.id}&pageSize=100`,
      remoteAddress: '192.0.2.99',
      headers: { cookie: admin.cookie },
    })
  ).json<Page<AuditEntry>>().total;

const tooMany = {
  code: 'resource-exhausted',
  message: messages.request.tooManyRequests,
  requestId: expect.any(String) as string,
};

describe('the access-denied record', () => {
  it('takes 10 a minute per user, then 429 with Retry-After and no audit row', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await denied(engineer)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
    const refused = await denied(engineer);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual(tooMany);
    expect(await deniedRows(engineer)).toBe(10);
  });

  it('does not touch another user', async () => {
    const other = await t.createUser({ role: 'Engineer' });
    expect((await denied(other, '192.0.2.11')).statusCode).toBe(201);
  });
});

describe('sendTestNotification', () => {
  it('takes 5 a minute per user, then resource-exhausted with Retry-After', async () => {
    const user = await t.createUser({ role: 'Engineer' });
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/functions/sendTestNotification',
        remoteAddress: '192.0.2.20',
        headers: { cookie: user.cookie },
        payload: { data: null },
      });
    const history = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/notifications?pageSize=100',
          remoteAddress: '192.0.2.99',
          headers: { cookie: admin.cookie },
        })
      ).json<{ total: number }>().total;
    const before = await history();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await call()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await history()).toBe(before + 5);
    const refused = await call();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: messages.request.tooManyRequests,
        details: { requestId: expect.any(String) as string },
      },
    });
  });
});

describe('every other write', () => {
  const signOutAll = (user: TestUser, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/functions/noSuchFunction',
      remoteAddress,
      headers: { cookie: user.cookie },
      payload: { data: null },
    });

  it('has a per-user budget: 429 with Retry-After once it is spent, another user unaffected', async () => {
    const user = await t.createUser({ role: 'Engineer' });
    const codes: number[] = [];
    for (let i = 0; i < PER_USER + 3; i++) {
      // Each from its own address, so that only the user's own budget counts.
      codes.push((await signOutAll(user, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(codes.slice(0, PER_USER).every((c) => c === 404)).toBe(true);
    expect(codes.slice(PER_USER)).toEqual([429, 429, 429]);
    const other = await t.createUser({ role: 'Engineer' });
    expect((await signOutAll(other, '198.51.100.1')).statusCode).toBe(404);
  });

  it('has a per-client budget across users: an anonymous write too, another client unaffected', async () => {
    const codes: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        remoteAddress: '203.0.113.7',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, PER_ADDRESS).includes(429)).toBe(false);
    expect(codes.slice(PER_ADDRESS)).toEqual([429, 429]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      remoteAddress: '203.0.113.7',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      code: 'resource-exhausted',
      message: messages.request.tooManyRequests,
      requestId: expect.any(String) as string,
    });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      remoteAddress: '203.0.113.8',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});

describe('the chunks of an upload', () => {
  it('have a budget of their own, twice the write budget, that leaves other writes alone', async () => {
    const uploader = await t.createUser({ role: 'Admin' });
    const chunk = (i: number) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/uploads/no-such-upload',
        remoteAddress: `198.51.100.${i + 1}`,
        headers: {
          cookie: uploader.cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: Buffer.from('x'),
      });
    const codes: number[] = [];
    for (let i = 0; i < 2 * PER_USER + 1; i++) codes.push((await chunk(i)).statusCode);
    expect(codes.slice(0, 2 * PER_USER).includes(429)).toBe(false);
    expect(codes[2 * PER_USER]).toBe(429);
    expect((await denied(uploader, '198.51.100.200')).statusCode).not.toBe(429);
  });
});

describe('the OpenAPI document', () => {
  type Responses = Record<string, { description?: string }>;
  // A route without published answers (the hijacked tus routes) gets swagger's placeholder.
  const publishes = (responses: Responses = {}) =>
    Object.values(responses).some((r) => r.description !== 'Default Response');

  it('lists the 429 of every write route that publishes its answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Responses }>>;
    }>();
    const writes = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({
          route: `${method} ${url}`,
          responses: operation.responses,
        })),
    );
    expect(writes.length).toBeGreaterThan(10);
    const missing = writes
      .filter((w) => publishes(w.responses) && !w.responses?.['429'])
      .map((w) => w.route);
    expect(missing).toEqual([]);
  });
});
