import { messages } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { json, startTestServer } from '../test/http-server';
import { createApiClient } from './http';
import { createSessionApi } from './session';

const user = makeUser();

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createSessionApi', () => {
  it('signs in with email, password and remember me, and returns the user', async () => {
    server = await startTestServer({
      'POST /api/v1/auth/sign-in': (_req, res) => json(res, 200, { user }),
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    const result = await session.signIn({ email: user.email, password: 'pw', rememberMe: true });

    expect(result).toEqual(user);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      email: user.email,
      password: 'pw',
      rememberMe: true,
    });
  });

  it("rejects a refused sign-in with the server's message without calling the 401 hook", async () => {
    server = await startTestServer({
      'POST /api/v1/auth/sign-in': (_req, res) =>
        json(res, 401, { code: 'invalid-credential', message: messages.login.invalidCredential }),
    });
    const onUnauthenticated = vi.fn();
    const session = createSessionApi(
      createApiClient({ baseUrl: server.baseUrl, onUnauthenticated }),
    );

    await expect(
      session.signIn({ email: user.email, password: 'wrong', rememberMe: false }),
    ).rejects.toMatchObject({
      code: 'invalid-credential',
      message: messages.login.invalidCredential,
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('returns the session user, or null on 401', async () => {
    let signedIn = true;
    server = await startTestServer({
      'GET /api/v1/auth/session': (_req, res) =>
        signedIn
          ? json(res, 200, { user })
          : json(res, 401, { code: 'account-disabled', message: messages.login.accountDisabled }),
    });
    const onUnauthenticated = vi.fn();
    const session = createSessionApi(
      createApiClient({ baseUrl: server.baseUrl, onUnauthenticated }),
    );

    expect(await session.getSession()).toEqual(user);
    signedIn = false;
    expect(await session.getSession()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'account-disabled',
        message: messages.login.accountDisabled,
      }),
    );
  });

  it('rethrows other session failures', async () => {
    server = await startTestServer({
      'GET /api/v1/auth/session': (_req, res) =>
        json(res, 500, { code: 'internal', message: 'Internal error' }),
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    await expect(session.getSession()).rejects.toMatchObject({ status: 500 });
  });

  it('signs out', async () => {
    server = await startTestServer({
      'POST /api/v1/auth/sign-out': (_req, res) => {
        res.writeHead(204);
        res.end();
      },
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    await expect(session.signOut()).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('records a denied visit and returns the logged session id and time', async () => {
    const record = { sessionId: 'abc123', loggedAt: '2024-05-01T10:00:00.000Z' };
    server = await startTestServer({
      'POST /api/v1/auth/access-denied': (_req, res) => json(res, 201, record),
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    expect(await session.recordAccessDenied('/dashboard')).toEqual(record);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ path: '/dashboard' });
  });

  it('asks for a password reset by email', async () => {
    server = await startTestServer({
      'POST /api/v1/auth/password-reset': (_req, res) =>
        json(res, 200, { message: 'No mail here.', mailConfigured: false }),
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    expect(await session.requestPasswordReset('someone@toolbox.test')).toEqual({
      message: 'No mail here.',
      mailConfigured: false,
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ email: 'someone@toolbox.test' });
  });

  it('replaces a temporary password with the one the user chose', async () => {
    server = await startTestServer({
      'POST /api/v1/auth/choose-password': (_req, res) => {
        res.writeHead(204);
        res.end();
      },
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    await session.choosePassword({ newPassword: 'my-own-password' });

    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ newPassword: 'my-own-password' });
  });

  it('reads the password policy', async () => {
    const policy = {
      minLength: 10,
      requireLowercase: true,
      requireUppercase: false,
      requireNumeric: true,
      requireNonAlphanumeric: false,
    };
    server = await startTestServer({
      'GET /api/v1/auth/password-policy': (_req, res) => json(res, 200, policy),
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    expect(await session.getPasswordPolicy()).toEqual(policy);
  });

  it('completes a password reset, and rejects a spent link with the server code and message', async () => {
    let used = false;
    server = await startTestServer({
      'POST /api/v1/auth/password-reset/complete': (_req, res) => {
        if (used) {
          json(res, 400, { code: 'invalid-action-code', message: messages.password.resetInvalid });
          return;
        }
        used = true;
        res.writeHead(204);
        res.end();
      },
    });
    const onUnauthenticated = vi.fn();
    const session = createSessionApi(
      createApiClient({ baseUrl: server.baseUrl, onUnauthenticated }),
    );

    await session.completePasswordReset({ token: 't0k3n', password: 'New-password-1' });
    await expect(
      session.completePasswordReset({ token: 't0k3n', password: 'New-password-1' }),
    ).rejects.toMatchObject({
      code: 'invalid-action-code',
      message: messages.password.resetInvalid,
    });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      token: 't0k3n',
      password: 'New-password-1',
    });
  });

  it('changes the password, and rejects a wrong current password', async () => {
    server = await startTestServer({
      'POST /api/v1/auth/change-password': (req, res) => {
        const body = JSON.parse(req.body) as { currentPassword: string };
        if (body.currentPassword !== 'old') {
          json(res, 400, { code: 'wrong-password', message: messages.password.currentWrong });
          return;
        }
        res.writeHead(204);
        res.end();
      },
    });
    const session = createSessionApi(createApiClient({ baseUrl: server.baseUrl }));

    await expect(
      session.changePassword({ currentPassword: 'old', newPassword: 'New-password-1' }),
    ).resolves.toBeUndefined();
    await expect(
      session.changePassword({ currentPassword: 'nope', newPassword: 'New-password-1' }),
    ).rejects.toMatchObject({ status: 400, code: 'wrong-password' });
  });
});
