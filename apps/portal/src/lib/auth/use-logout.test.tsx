import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { skipConfirmationKey } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { probe, renderRoutes } from '../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { useLogout } from './use-logout';

function SignOutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Sign out
    </button>
  );
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
});
