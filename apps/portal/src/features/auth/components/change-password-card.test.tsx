import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { ChangePasswordCard } from './change-password-card';

function renderCard(reply: Reply) {
  const api = stubApi({ 'POST /api/v1/auth/change-password': reply });
  renderRoutes([{ path: '/settings', Component: ChangePasswordCard }], {
    initialEntries: ['/settings'],
  });
  return api;
}

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordCard', () => {
  it('changes the password and says the other sessions were signed out', async () => {
    const api = renderCard({ status: 204 });

    await fill('Old-password-1', 'New-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent(messages.password.changed);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      currentPassword: 'Old-password-1',
      newPassword: 'New-password-1',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('puts a wrong current password on its field', async () => {
    renderCard({
      status: 400,
      body: { code: 'wrong-password', message: messages.password.currentWrong },
    });

    await fill('nope', 'New-password-1');

    expect(await screen.findByText(messages.password.currentWrong)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says too many attempts over the form and keeps what was typed', async () => {
    renderCard({
      status: 429,
      body: { code: 'too-many-requests', message: messages.login.tooManyAttempts },
    });

    await fill('Old-password-1', 'New-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.tooManyAttempts);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Old-password-1');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New-password-1');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('New-password-1');
  });

  it('asks for the current password and a matching confirmation first', async () => {
    const api = renderCard({ status: 204 });

    await fill('', 'New-password-1', 'New-password-2');

    expect(await screen.findByText(messages.password.currentRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.password.mismatch)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
