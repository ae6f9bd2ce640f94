import crypto from 'node:crypto';
import { documentNotification, messages, SEND_NOTIFICATION_FUNCTION } from '@toolbox/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { FunctionsError, getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestTeam, type TestContext } from './helpers';

/**
 * Issue #17 item 17: companies moving from the original call the callable functions with the
 * official Firebase JS SDK. Each row of docs/product.md#function-errors the server can produce
 * reaches the SDK as `functions/<code>` with the server's message, which needs the protocol's
 * canonical status names in the error body.
 */
let t: TestContext;
let origin: string;
let firebase: FirebaseApp;
const tokens: { admin?: string; engineer?: string } = {};
/** The bearer token the next call carries, as Firebase Auth would attach an ID token. */
let bearer: string | undefined;

async function bearerFor(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password, issueBearerToken: true },
  });
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  const team = await createTestTeam();
  t = team.t;
  tokens.admin = await bearerFor(team.admin.email, team.admin.password);
  tokens.engineer = await bearerFor(team.engineer.email, team.engineer.password);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // The SDK fetches with the global fetch; the one header Firebase Auth would add is added here.
  const fetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    return fetch(input, { ...init, headers });
  });
  firebase = initializeApp(
    { projectId: 'toolbox-test', apiKey: 'not-used', appId: 'not-used' },
    `toolbox-${crypto.randomBytes(4).toString('hex')}`,
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await deleteApp(firebase);
  await t.close();
});

/** Calls `name` through the SDK as `who`; answers the SDK's error, or null on success. */
async function callAs(who: keyof typeof tokens | null, name: string, data: unknown) {
  bearer = who ? tokens[who] : undefined;
  const callable = httpsCallableFromURL(
    getFunctions(firebase),
    `${origin}/api/v1/functions/${name}`,
  );
  try {
    await callable(data);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FunctionsError);
    return error as FunctionsError;
  }
}

const payload = documentNotification({ title: 'Manual', documentId: 'd1', category: 'Service' });

describe('the official Firebase SDK', () => {
  it('gets the result of a successful call', async () => {
    bearer = tokens.admin;
    const callable = httpsCallableFromURL<unknown, { notificationId: string }>(
      getFunctions(firebase),
      `${origin}/api/v1/functions/${SEND_NOTIFICATION_FUNCTION}`,
    );
    const { data } = await callable(payload);
    expect(data.notificationId).toEqual(expect.any(String));
  });

  it.each([
    ['unauthenticated', null, SEND_NOTIFICATION_FUNCTION, payload, undefined],
    [
      'permission-denied',
      'engineer',
      SEND_NOTIFICATION_FUNCTION,
      payload,
      messages.notifications.adminsOnly,
    ],
    [
      'invalid-argument',
      'admin',
      SEND_NOTIFICATION_FUNCTION,
      {},
      messages.notifications.invalidPayload,
    ],
    ['not-found', 'admin', 'nope', {}, messages.notifications.unknownFunction('nope')],
  ] as const)('reports %s with the server’s message', async (code, who, name, data, message) => {
    const error = await callAs(who, name, data);
    expect(error?.code).toBe(`functions/${code}`);
    // The SDK adds the HTTP status to the server's message (`… [403]`).
    if (message) expect(error?.message).toContain(message);
  });

  it('reports resource-exhausted once the test notifications are spent', async () => {
    let error: FunctionsError | null = null;
    for (let i = 0; i < 10 && !error; i += 1) {
      error = await callAs('engineer', 'sendTestNotification', null);
    }
    expect(error?.code).toBe('functions/resource-exhausted');
    expect(error?.message).not.toBe('');
  });

  it('reports unavailable when a dependency is down', async () => {
    const notifications = t.services.notifications;
    const broadcast = notifications.broadcast.bind(notifications);
    notifications.broadcast = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      const error = await callAs('admin', SEND_NOTIFICATION_FUNCTION, payload);
      expect(error?.code).toBe('functions/unavailable');
      expect(error?.message).toContain(messages.request.unavailable);
    } finally {
      notifications.broadcast = broadcast;
    }
  });
});
