import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from './helpers';
import { createUpload, headUpload, patchUpload } from './upload-helpers';

/**
 * A write that carries the session cookie is taken only from Toolbox's own origin
 * (docs/product.md#sec-cross-site): a page on another site (another port included) cannot make a
 * signed-in browser sign out, upload or change anything.
 */
const PUBLIC_URL = 'http://toolbox.example:8080';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({}, { PUBLIC_URL }));
});
afterAll(() => t.close());

const signOut = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie, ...headers } });

const sessionWorks = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } }))
    .statusCode === 200;

describe('a state-changing request with the session cookie', () => {
  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['another port of the same host', { origin: 'http://toolbox.example:3000' }],
    ['another scheme', { origin: 'https://toolbox.example:8080' }],
    ['an opaque Origin', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'Sec-Fetch-Site: cross-site beside a forged Origin',
      { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL },
    ],
  ])('is refused from %s, and the session lives on', async (_, headers) => {
    const response = await signOut(admin.cookie, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'permission-denied',
      message: messages.request.crossSite,
      requestId: expect.any(String) as string,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionWorks(admin.cookie)).toBe(true);
  });

  it('is refused for every write method, before the body is read', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/users/${admin.id}`,
        headers: { cookie: admin.cookie, origin: 'http://evil.example' },
        payload: { displayName: 'Pwned' },
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json<{ message: string }>().message, method).toBe(messages.request.crossSite);
    }
  });

  it.each([
    ['PUBLIC_URL’s origin', { origin: PUBLIC_URL }],
    ['the request’s own host', { origin: 'http://10.0.0.5:8080', host: '10.0.0.5:8080' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['a client that sends neither header', {}],
  ])('is taken from %s', async (_, headers) => {
    const user = await t.createUser({ role: 'Engineer' });
    const response = await signOut(user.cookie, headers);
    expect(response.statusCode).toBe(204);
    expect(await sessionWorks(user.cookie)).toBe(false);
  });

  it('is not checked on a read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: {
        cookie: admin.cookie,
        origin: 'http://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests without the session cookie', () => {
  it('take a bearer token from any origin: no browser sends one by itself', async () => {
    const user = await t.createUser({ role: 'Engineer' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: user.password, issueBearerToken: true },
    });
    const { token } = signedIn.json<{ token: string }>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { authorization: `Bearer ${token}`, origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('are not refused as cross-site (an anonymous sign-in keeps its own answers)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: admin.email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('tus uploads', () => {
  it('refuse a chunk from a foreign origin and keep the upload where it was', async () => {
    const bytes = Buffer.from('%PDF-1.4 twenty-odd bytes');
    const created = await createUpload(t, admin, bytes.length, {
      kind: 'document',
      filename: 'a.pdf',
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        cookie: admin.cookie,
        origin: 'http://evil.example',
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe(messages.request.crossSite);
    expect((await headUpload(t, admin, location)).headers['upload-offset']).toBe('0');
    const refusedCreate = await createUpload(
      t,
      admin,
      10,
      { kind: 'document', filename: 'b.pdf' },
      { origin: 'http://evil.example' },
    );
    expect(refusedCreate.statusCode).toBe(403);
    expect((await patchUpload(t, admin, location, 0, bytes)).statusCode).toBe(204);
  });
});
