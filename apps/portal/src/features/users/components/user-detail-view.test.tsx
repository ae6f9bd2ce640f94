import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, skipConfirmationKey } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { makeAuditEntry, makeUser, makeUserDetail, page } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { UserDetailView } from './user-detail-view';

const DAY = 86_400_000;
const dana = makeUserDetail({
  id: 'dana',
  email: 'dana@toolbox.test',
  displayName: 'Dana Admin',
  role: 'Admin',
  team: 'North',
  lastActiveAt: new Date(Date.now() - 3 * DAY).toISOString(),
  pushEnabled: true,
  tokenLastUpdated: '2024-04-01T08:00:00.000Z',
  deviceInfo: {
    platform: 'Android',
    userAgent: 'Toolbox/1.0 (Pixel 8)',
    lastActive: new Date().toISOString(),
  },
});

const history = page([
  makeAuditEntry({
    id: 9,
    action: 'user.updated',
    targetType: 'user',
    targetId: 'dana',
    details: { before: { role: 'Engineer', team: null }, after: { role: 'Admin', team: 'North' } },
  }),
  makeAuditEntry({ id: 8, action: 'user.created', targetType: 'user', targetId: 'dana' }),
]);

function Detail() {
  return <UserDetailView id="dana" />;
}

const UNLOCKED = { locked: false, failures: 0, retryAfterSeconds: null };

function renderDetail(refusal?: Reply, lock: object = UNLOCKED) {
  let current = dana;
  let currentLock = lock;
  const api = stubApi({
    'GET /api/v1/users/dana/sign-in-lock': () => ({ status: 200, body: currentLock }),
    'DELETE /api/v1/users/dana/sign-in-lock': () => {
      currentLock = UNLOCKED;
      return { status: 200, body: UNLOCKED };
    },
    'GET /api/v1/auth/session': { status: 200, body: { user: makeUser({ id: 'me' }) } },
    'GET /api/v1/users/dana': () => ({ status: 200, body: { user: current } }),
    'GET /api/v1/audit': { status: 200, body: history },
    'PUT /api/v1/users/dana/disabled': (request) => {
      if (refusal) return refusal;
      const { disabled } = request.body as { disabled: boolean };
      current = { ...current, disabled, status: disabled ? 'inactive' : 'active' };
      return { status: 200, body: { user: current } };
    },
  });
  renderRoutes([{ path: '/users/:id', Component: Detail }], { initialEntries: ['/users/dana'] });
  return api;
}

describe('UserDetailView', () => {
  it('shows profile, activity, device and push details', async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { name: /Dana Admin/ })).toBeInTheDocument();
    const activity = within(screen.getByRole('region', { name: 'Activity and device' }));
    for (const text of [
      '3 days ago',
      'Android',
      'Toolbox/1.0 (Pixel 8)',
      'Enabled',
      /^Token updated/,
    ])
      expect(activity.getByText(text)).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    for (const text of ['North', 'Active']) expect(profile.getByText(text)).toBeInTheDocument();
  });

  it("lists the user's history from the audit log, newest first, with what changed", async () => {
    const api = renderDetail();

    const list = await screen.findByTestId('user-history');
    expect(list.textContent?.indexOf('User updated')).toBeLessThan(
      list.textContent?.indexOf('User created') ?? 0,
    );
    expect(list).toHaveTextContent('Role: Engineer → Admin');
    expect(list).toHaveTextContent('Team: — → North');
    expect(list).toHaveTextContent('by ada@toolbox.test');
    expect(api.requests.find((r) => r.path === '/api/v1/audit')?.query).toMatchObject({
      targetType: 'user',
      targetId: 'dana',
    });
  });

  it('disables after confirmation', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const api = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: messages.user.disableTitle });
    expect(dialog).toHaveTextContent('Dana Admin (dana@toolbox.test)');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(messages.user.disabled('Dana Admin')));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ disabled: true });
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('enables at once when “Don’t ask me again” was ticked for enabling, and asks otherwise', async () => {
    const user = userEvent.setup();
    const api = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const disable = await screen.findByRole('dialog', { name: messages.user.disableTitle });
    // A disabling loses something: it never offers to stop asking.
    expect(within(disable).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(disable).getByRole('button', { name: 'Disable' }));

    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    const enable = await screen.findByRole('dialog', { name: messages.user.enableTitle });
    await user.click(within(enable).getByRole('checkbox', { name: messages.shell.dontAskAgain }));
    await user.click(within(enable).getByRole('button', { name: 'Enable' }));
    expect(localStorage.getItem(skipConfirmationKey('enable-user'))).toBe('true');

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: messages.user.disableTitle })).getByRole(
        'button',
        { name: 'Disable' },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(4));
    expect(
      screen.queryByRole('dialog', { name: messages.user.enableTitle }),
    ).not.toBeInTheDocument();
    localStorage.clear();
  });

  it("shows the server's refusal (409) as an error toast", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderDetail({ status: 409, body: { code: 'aborted', message: messages.user.lastAdmin } });

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }),
    );

    await waitFor(() => expect(error).toHaveBeenCalledWith(messages.user.lastAdmin));
  });

  it('shows a sign-in lock and lifts it', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const api = renderDetail(undefined, { locked: true, failures: 10, retryAfterSeconds: 600 });

    const alert = await screen.findByRole('status', { name: messages.user.signInLockedTitle });
    expect(alert).toHaveTextContent(messages.user.signInLocked(10, 10));
    await user.click(within(alert).getByRole('button', { name: messages.user.unlockSignIn }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        messages.user.signInUnlocked('Dana Admin (dana@toolbox.test)'),
      ),
    );
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(screen.queryByText(messages.user.signInLockedTitle)).not.toBeInTheDocument();
  });

  it('shows no lock while the account is not locked', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: /Dana Admin/ })).toBeInTheDocument();
    expect(screen.queryByText(messages.user.signInLockedTitle)).not.toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    stubApi({
      'GET /api/v1/auth/session': { status: 200, body: { user: makeUser({ id: 'me' }) } },
      'GET /api/v1/users/dana': {
        status: 404,
        body: { code: 'not-found', message: messages.user.notFound },
      },
    });
    renderRoutes([{ path: '/users/:id', Component: Detail }], { initialEntries: ['/users/dana'] });

    expect(await screen.findByText(messages.user.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
