import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { probe, renderRoutes } from '../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { Component as ResetPassword } from './reset-password';

const policy = {
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: true,
  requireNonAlphanumeric: false,
};

function renderPage(url: string, complete: Reply = { status: 204 }) {
  const api = stubApi({
    'GET /api/v1/auth/password-policy': { status: 200, body: policy },
    'POST /api/v1/auth/password-reset/complete': complete,
  });
  renderRoutes([{ path: '/reset-password', Component: ResetPassword }, probe('/login', 'Login')], {
    initialEntries: [url],
  });
  return api;
}

async function setPassword(password = 'new-passw0rd') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('Reset password page', () => {
  it('says the link is invalid when it has no token, with the way back to sign in', () => {
    const api = renderPage('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(messages.password.resetInvalid);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /back to sign in/i })[0]).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sets the new password with the token and says so, with a link to sign in', async () => {
    const api = renderPage('/reset-password?token=abc123');

    const user = await setPassword();

    expect(await screen.findByRole('status')).toHaveTextContent(messages.password.resetDone);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'abc123',
      password: 'new-passw0rd',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['invalid-action-code', messages.password.resetInvalid],
    ['expired-action-code', messages.password.resetExpired],
  ])('shows the server message for %s, with a link back', async (code, message) => {
    renderPage('/reset-password?token=used', { status: 400, body: { code, message } });

    await setPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /back to sign in/i }).length).toBeGreaterThan(0);
  });

  it('checks the policy and the confirmation before sending', async () => {
    const api = renderPage('/reset-password?token=abc123');

    await setPassword('short');

    expect(
      await screen.findByText('Password must have at least 8 characters and a number.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's policy refusal on the password field", async () => {
    renderPage('/reset-password?token=abc123', {
      status: 400,
      body: {
        code: 'password-does-not-meet-requirements',
        message: 'Password must have a symbol.',
      },
    });

    await setPassword();

    expect(await screen.findByText('Password must have a symbol.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });
});
