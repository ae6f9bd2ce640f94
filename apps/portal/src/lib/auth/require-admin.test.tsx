import { screen } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { probe, renderRoutes } from '../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { readLoginNotice } from './login-notice';
import { RequireAdmin } from './require-admin';

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
});
