import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { probe, renderRoutes } from '../../test/render';
import { stubApi, type Reply } from '@toolbox/web/test/stub-api';
import { readLoginNotice } from './login-notice';
import { RequireAdmin } from './require-admin';
import { SESSION_QUERY_KEY } from './session-query';

const routes = [
  probe('/login', 'Login page'),
  probe('/unauthorized', 'Access denied page'),
  { element: <RequireAdmin />, children: [probe('/dashboard', 'Dashboard page')] },
];

function sessionAnswers(user: ReturnType<typeof makeUser> | null) {
  return stubApi({
    'GET /api/v1/auth/session': user
      ? { status: 200, body: { user } }
      : { status: 401, body: { code: 'unauthenticated', message: 'Sign in first.' } },
  });
}

describe('RequireAdmin', () => {
  it('sends a visitor without a session to /login, remembering where they were going', async () => {
    sessionAnswers(null);
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('from')).toHaveTextContent('/dashboard');
    // Never having had a session is not news: the login screen gets no notice.
    expect(readLoginNotice()).toBeNull();
  });

  it('sends a signed-in engineer to /unauthorized', async () => {
    sessionAnswers(makeUser({ role: 'Engineer' }));
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Access denied page' })).toBeInTheDocument();
    expect(screen.getByTestId('from')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['an admin', 'Admin'],
    ['an admin in any letter case', 'ADMIN'],
    ['a user with no role', null],
  ])('lets %s in', async (_name, role) => {
    sessionAnswers(makeUser({ role }));
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('treats a failure to load the user as signed out', async () => {
    stubApi({
      'GET /api/v1/auth/session': { status: 500, body: { code: 'internal', message: 'Boom' } },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('keeps the reason when the server refuses the session of a disabled account', async () => {
    stubApi({
      'GET /api/v1/auth/session': {
        status: 401,
        body: { code: 'account-disabled', message: messages.login.accountDisabled },
      },
    });
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(readLoginNotice()).toEqual({ kind: 'refused', message: messages.login.accountDisabled });
  });

  // Issue #17 item 5: a background re-check of the session (after 5 minutes, on focus or when a
  // screen mounts) that failed once turned the administrator out, minutes into their work.
  it.each([
    [
      'a 503 while the server restarts',
      { status: 503, body: { code: 'unavailable', message: 'Down' } },
    ],
    ["a proxy's 502 without a body", { status: 502 }],
  ])(
    'keeps a signed-in admin in when a re-check of the session meets %s',
    async (_name, failure) => {
      let answer: Reply = { status: 200, body: { user: makeUser({ role: 'Admin' }) } };
      const { requests } = stubApi({ 'GET /api/v1/auth/session': () => answer });
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { queryClient } = renderRoutes(routes, { initialEntries: ['/dashboard'] });
      await screen.findByRole('heading', { name: 'Dashboard page' });

      answer = failure;
      await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }).catch(() => undefined);

      // Asked again (and retried), and still in.
      await waitFor(
        () => expect(requests.filter((r) => r.path === '/api/v1/auth/session')).toHaveLength(4),
        { timeout: 5000 },
      );
      expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(readLoginNotice()).toBeNull();
      consoleError.mockRestore();
    },
  );

  it('still signs the admin out when a re-check finds the session gone (401)', async () => {
    let answer: Reply = { status: 200, body: { user: makeUser({ role: 'Admin' }) } };
    stubApi({ 'GET /api/v1/auth/session': () => answer });
    const { queryClient } = renderRoutes(routes, { initialEntries: ['/dashboard'] });
    await screen.findByRole('heading', { name: 'Dashboard page' });

    answer = {
      status: 401,
      body: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    };
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(readLoginNotice()).toEqual({ kind: 'refused', message: 'Please sign in to continue.' });
  });

  // Issue #17 item 1: a temporary password is replaced before anything else.
  it('asks a user with a temporary password to choose their own, then lets them in', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/v1/auth/session': {
        status: 200,
        body: { user: makeUser({ role: 'Admin', mustChangePassword: true }) },
      },
      'GET /api/v1/auth/password-policy': { status: 200, body: { minLength: 8 } },
      'POST /api/v1/auth/choose-password': { status: 204 },
    });
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(
      await screen.findByRole('heading', { name: messages.password.chooseTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'my-own-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/v1/auth/choose-password',
      body: { newPassword: 'my-own-password' },
    });
  });

  it('keeps the user on the form with the server’s reason when it refuses the password', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/v1/auth/session': {
        status: 200,
        body: { user: makeUser({ role: 'Admin', mustChangePassword: true }) },
      },
      'GET /api/v1/auth/password-policy': { status: 200, body: { minLength: 8 } },
      'POST /api/v1/auth/choose-password': {
        status: 400,
        body: {
          code: 'password-does-not-meet-requirements',
          message: messages.password.sameAsTemporary,
          details: { newPassword: [messages.password.sameAsTemporary] },
        },
      },
    });
    renderRoutes(routes, { initialEntries: ['/dashboard'] });
    await user.type(await screen.findByLabelText('New password'), 'the-temporary-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'the-temporary-one');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText(messages.password.sameAsTemporary)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: messages.password.chooseTitle }),
    ).toBeInTheDocument();
  });

  it('holds an administrator who must set up two-factor sign-in to setting it up', async () => {
    const user = userEvent.setup();
    let enabled = false;
    const api = stubApi({
      'GET /api/v1/auth/session': () => ({
        status: 200,
        body: {
          user: enabled
            ? makeUser({ twoFactorEnabled: true })
            : makeUser({ twoFactorSetupRequired: true }),
        },
      }),
      'POST /api/v1/auth/two-factor/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Toolbox:ada?secret=JBSWY3DPEHPK3PXP',
        },
      },
      'POST /api/v1/auth/two-factor/enable': () => {
        enabled = true;
        return { status: 200, body: { recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } };
      },
      'GET /api/v1/auth/two-factor': {
        status: 200,
        body: { enabled: true, recoveryCodesLeft: 2, required: true },
      },
    });
    renderRoutes(routes, { initialEntries: ['/dashboard'] });

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.twoFactor.setupRequired)).toBeInTheDocument();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    await user.type(screen.getByLabelText(messages.twoFactor.codeLabel), '123 456');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('CCCCC-DDDDD')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have kept my codes' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/v1/auth/two-factor/enable')).toMatchObject({
      body: { code: '123456', password: 'my-password' },
    });
  });
});
