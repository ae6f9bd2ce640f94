import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';

/**
 * docs/product.md#callable-functions and #function-errors: a body that is not a JSON object is the
 * caller's mistake, answered 400 `invalid-argument` in the callable protocol, never `internal`.
 */
let t: TestContext;
let engineer: TestUser;

beforeAll(async () => {
  ({ t, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const call = (payload: string | undefined, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/functions/sendTestNotification',
    headers: { cookie: engineer.cookie, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

describe('a callable function with a body that is not a JSON object', () => {
  it.each([
    ['text/plain', '{"data":null}', 'text/plain'],
    ['a form', 'data=1', 'application/x-www-form-urlencoded'],
    ['XML', '<data/>', 'application/xml'],
    ['malformed JSON', '{"data":', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"data"', 'application/json'],
    ['a JSON number', '42', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['no body at all', undefined, undefined],
    ['a body over the size limit', `{"data":"${'x'.repeat(1024 * 1024)}"}`, 'application/json'],
  ])('answers %s with 400 invalid-argument', async (_name, payload, contentType) => {
    const response = await call(payload, contentType);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { status: string; message: string } }>();
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).not.toBe('');
  });

  it('answers a JSON object with {data} as before', async () => {
    const response = await call('{"data":null}', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('result');
  });
});

describe('a callable function whose dependency is down', () => {
  it('answers 503 unavailable in the callable protocol, with Retry-After', async () => {
    const notifications = t.services.notifications;
    const sendTest = notifications.sendTest.bind(notifications);
    notifications.sendTest = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      const response = await call('{"data":null}', 'application/json');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toEqual({
        error: {
          status: 'UNAVAILABLE',
          message: messages.request.unavailable,
          details: { requestId: response.headers['x-request-id'] },
        },
      });
    } finally {
      notifications.sendTest = sendTest;
    }
  });
});
