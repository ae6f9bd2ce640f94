import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, passwordPolicyMessage, unmetPasswordRequirements } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeSystemInfo, makeUser, makeUserDetail, page } from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import { stubApi, type Reply } from '@toolbox/web/test/stub-api';
import { UserDetailView } from './user-detail-view';

/** Issue #17 items 1 and 2 on a user's page: reset link, temporary password, delete. */
const erin = makeUserDetail({
  id: 'erin',
  email: 'erin@toolbox.test',
  displayName: 'Erin Engineer',
});
const POLICY = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: false,
};

function Detail() {
  return <UserDetailView id="erin" />;
}

function renderErin(
  transport: 'smtp' | 'outbox',
  answers: Record<string, Reply | (() => Reply)> = {},
  me = makeUser({ id: 'me' }),
) {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 200, body: { user: me } },
    'GET /api/v1/users/erin': { status: 200, body: { user: erin } },
    'GET /api/v1/users/erin/sign-in-lock': {
      status: 200,
      body: { locked: false, failures: 0, retryAfterSeconds: null },
    },
    'GET /api/v1/audit': { status: 200, body: page([]) },
    'GET /api/v1/activity': { status: 200, body: page([]) },
    'GET /api/v1/system': { status: 200, body: makeSystemInfo(transport) },
    'GET /api/v1/auth/password-policy': { status: 200, body: POLICY },
    ...answers,
  });
  renderRoutes([{ path: '/users/:id', Component: Detail }, probe('/users', 'Users page')], {
    initialEntries: ['/users/erin'],
  });
  return api;
}

const passwordCard = async () => within(await screen.findByRole('region', { name: 'Password' }));

describe('a user’s password, for the administrator helping them back in', () => {
  it('says a reset link cannot reach anyone while mail is not set up', async () => {
    renderErin('outbox');
    const card = await passwordCard();
    expect(await card.findByTestId('no-mail')).toHaveTextContent(messages.user.resetNeedsMail);
    expect(card.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Set temporary password' })).toBeEnabled();
  });

  it('sends a reset link after a confirmation that names the user', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const api = renderErin('smtp', {
      'POST /api/v1/users/erin/password-reset-link': {
        status: 200,
        body: { sentTo: 'erin@toolbox.test' },
      },
    });
    const card = await passwordCard();
    const send = card.getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: messages.user.resetLinkTitle });
    expect(dialog).toHaveTextContent('Erin Engineer (erin@toolbox.test)');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(messages.user.resetLinkSent('erin@toolbox.test')),
    );
    expect(api.requests.some((r) => r.path.endsWith('/password-reset-link'))).toBe(true);
  });

  it('shows the mail server’s refusal when the link could not be sent', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const refusal = messages.mail.testFailed(messages.mail.refused('mail.example.com:587'));
    renderErin('smtp', {
      'POST /api/v1/users/erin/password-reset-link': {
        status: 503,
        body: { code: 'unavailable', message: refusal },
      },
    });
    const send = (await passwordCard()).getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send link' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
  });

  it('generates a temporary password that meets the policy, sets it, and shows it once more', async () => {
    const user = userEvent.setup();
    const api = renderErin('outbox', {
      'POST /api/v1/users/erin/temporary-password': { status: 204 },
    });
    await user.click(
      (await passwordCard()).getByRole('button', { name: 'Set temporary password' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: messages.user.temporaryPasswordTitle }),
    );
    // Too short for the policy: refused before anything is sent.
    await user.type(dialog.getByLabelText('Temporary password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Set temporary password' }));
    expect(await dialog.findByText(passwordPolicyMessage('short', POLICY)!)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    const generated = dialog.getByLabelText<HTMLInputElement>('Temporary password').value;
    expect(unmetPasswordRequirements(generated, POLICY)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Set temporary password' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      messages.user.temporaryPasswordSet('Erin Engineer'),
    );
    expect(dialog.getByTestId('temporary-password')).toHaveTextContent(generated);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ password: generated });
  });

  it('sends nobody to Settings but the administrator themselves', async () => {
    renderErin('smtp', {}, makeUser({ id: 'erin' }));
    const card = await passwordCard();
    expect(
      await card.findByText(messages.user.cannotResetOwnPassword, { exact: false }),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Set temporary password' })).toBeNull();
  });
});

describe('deleting a user', () => {
  it('asks first, naming them, then deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const api = renderErin('outbox', { 'DELETE /api/v1/users/erin': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: messages.user.deleteTitle });
    expect(dialog).toHaveTextContent(
      messages.user.confirmDelete('Erin Engineer (erin@toolbox.test)'),
    );
    // Never skippable: a delete does not offer "Don't ask me again".
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(
      messages.user.deleted('Erin Engineer (erin@toolbox.test)'),
    );
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/users/erin')).toBe(
      true,
    );
  });

  it('cannot delete one’s own account', async () => {
    renderErin('outbox', {}, makeUser({ id: 'erin' }));
    const button = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(button).toBeDisabled());
  });
});
