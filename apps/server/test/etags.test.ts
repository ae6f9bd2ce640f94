import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, injectAs, type TestContext, type TestUser } from './helpers';

// Issue #19 item 3: lists answer an ETag, and 304 to a client that still holds that answer.
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
  await injectAs(t, admin, 'POST', '/api/v1/machines', { manufacturer: 'Acme', model: 'One' });
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/machines',
    headers: { cookie: admin.cookie, ...headers },
  });

describe('ETags', () => {
  it('answers 304 without a body while the list is unchanged, in any encoding', async () => {
    const first = await list();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await list({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);
    expect((await list({ 'accept-encoding': 'br' })).headers.etag).toBe(etag);
  });

  it('answers the new list after a write changed it', async () => {
    const etag = String((await list()).headers.etag);
    await injectAs(t, admin, 'POST', '/api/v1/machines', { manufacturer: 'Acme', model: 'Two' });
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Two');
  });

  it('says so in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(document.paths['/api/v1/machines']!.get!.responses['304']).toBeDefined();
    expect(document.paths['/api/v1/machines']!.post!.responses['304']).toBeUndefined();
  });
});
