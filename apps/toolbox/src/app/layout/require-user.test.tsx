import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { makeUser } from '@toolbox/client/test/fixtures';
import { stubApi, type Reply } from '@toolbox/web/test/stub-api';
import { describe, expect, it, vi } from 'vitest';
import { landing, renderScreen } from '@/test/render';
import { RequireUser } from './require-user';

const engineer = makeUser({ id: 'u1', email: 'priya@toolbox.test', displayName: 'Priya' });

const routes = [landing('/login'), { element: <RequireUser />, children: [landing('/machines')] }];

const sessionRequests = (requests: { path: string }[]) =>
  requests.filter((r) => r.path === '/api/v1/auth/session');

describe('RequireUser', () => {
  // Issue #17 item 5: a failed background re-check of the session sent the user to sign in.
  it('keeps a signed-in engineer in when a re-check of the session meets a 503', async () => {
    let answer: Reply = { status: 200, body: { user: engineer } };
    const { requests } = stubApi({ 'GET /api/v1/auth/session': () => answer });
    const { queryClient } = renderScreen(routes, { initialEntries: ['/machines'] });
    await screen.findByRole('heading', { name: 'Landed on /machines' });

    answer = { status: 503, body: { code: 'unavailable', message: 'Down' } };
    await queryClient.refetchQueries({ queryKey: ['session'] }).catch(() => undefined);

    await waitFor(() => expect(sessionRequests(requests)).toHaveLength(4), { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Landed on /machines' })).toBeInTheDocument();
  });

  it('sends the engineer to sign in when a re-check finds the session gone', async () => {
    let answer: Reply = { status: 200, body: { user: engineer } };
    stubApi({ 'GET /api/v1/auth/session': () => answer });
    const { queryClient } = renderScreen(routes, { initialEntries: ['/machines'] });
    await screen.findByRole('heading', { name: 'Landed on /machines' });

    answer = { status: 401, body: { code: 'unauthenticated', message: 'Please sign in.' } };
    await queryClient.refetchQueries({ queryKey: ['session'] });

    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it('treats a first load that fails as signed out', async () => {
    stubApi({
      'GET /api/v1/auth/session': { status: 500, body: { code: 'internal', message: 'Boom' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(routes, { initialEntries: ['/machines'] });

    expect(
      await screen.findByRole('heading', { name: 'Landed on /login' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  // Issue #17 item 1: an engineer given a temporary password chooses their own first.
  it('asks an engineer with a temporary password to choose their own, then opens the page', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/v1/auth/session': {
        status: 200,
        body: { user: { ...engineer, mustChangePassword: true } },
      },
      'GET /api/v1/auth/password-policy': { status: 200, body: { minLength: 8 } },
      'POST /api/v1/auth/choose-password': { status: 204 },
    });
    renderScreen(routes, { initialEntries: ['/machines'] });

    expect(
      await screen.findByRole('heading', { name: messages.password.chooseTitle }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Password must have at least 8 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.password.mismatch)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'my-own-password');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /machines' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      newPassword: 'my-own-password',
    });
  });
});
