import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { skipConfirmationKey } from '@toolbox/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { probe, renderRoutes } from '../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { SESSION_EXPIRED_NOTICE } from './login-notice';
import { RequireAdmin } from './require-admin';
import { useLogout, type LogoutOptions } from './use-logout';

function SignOutButton({ options }: { options?: LogoutOptions }) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout(options)}>
      Sign out
    </button>
  );
}

/**
 * The portal's shape: a lazily loaded login screen (as in router.tsx, so the way there takes a
 * moment) and a guarded page with the sign-out button on it.
 */
function signedInAt(path: string, options?: LogoutOptions) {
  stubApi({
    'GET /api/v1/auth/session': { status: 200, body: { user: makeUser() } },
    'POST /api/v1/auth/sign-out': { status: 204 },
  });
  const login = probe('/login', 'Login');
  const routes: RouteObject[] = [
    {
      path: '/login',
      lazy: () =>
        new Promise((resolve) => setTimeout(() => resolve({ Component: login.Component! }), 20)),
    },
    {
      element: <RequireAdmin />,
      children: [{ path, Component: () => <SignOutButton options={options} /> }],
    },
  ];
  return renderRoutes(routes, { initialEntries: [path] });
}

// The engineers' toolbox shares the origin: its keys are the toolbox's to keep.
const TOOLBOX_LAST_USER = 'toolbox.engineer.last-user';

describe('portal sign-out', () => {
  it("forgets the portal's stored data but leaves the toolbox's alone", async () => {
    stubApi({ 'POST /api/v1/auth/sign-out': { status: 204 } });
    localStorage.setItem(TOOLBOX_LAST_USER, '{"id":"u1"}');
    sessionStorage.setItem('toolbox.engineer.whats-new-since', '"2026-01-01T00:00:00.000Z"');
    localStorage.setItem('toolbox.portal.login-notice', '{}');
    localStorage.setItem(skipConfirmationKey('logout'), 'true');
    renderRoutes([{ path: '/', Component: SignOutButton }, probe('/login', 'Login')]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(localStorage.getItem('toolbox.portal.login-notice')).toBeNull());
    // A skipped confirmation is this browser's choice, not the user's data: it stays.
    expect(localStorage.getItem(skipConfirmationKey('logout'))).toBe('true');
    expect(localStorage.getItem(TOOLBOX_LAST_USER)).toBe('{"id":"u1"}');
    expect(sessionStorage.getItem('toolbox.engineer.whats-new-since')).not.toBeNull();
  });

  // docs/product.md#login-screen: the next sign-in goes to the page originally requested; a page
  // left by signing out on purpose was not requested, so the next sign-in starts at /dashboard.
  it('forgets the page it was signed out from', async () => {
    const { router } = signedInAt('/software');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByTestId('from')).toHaveTextContent('');
    expect(router.state.location.state).toBeNull();
  });

  it('remembers the page when the session expired', async () => {
    const { router } = signedInAt('/software', {
      notice: SESSION_EXPIRED_NOTICE,
      returnHere: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('from')).toHaveTextContent('/software'));
    expect(router.state.location.pathname).toBe('/login');
  });
});
