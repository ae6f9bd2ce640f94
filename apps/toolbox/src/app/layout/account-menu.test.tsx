import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@toolbox/client/test/fixtures';
import { messages } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { AccountMenu } from './account-menu';

const enableNotifications = vi.hoisted(() => vi.fn());
vi.mock('@/lib/push', () => ({ enableNotifications }));

function renderMenu(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  stubApi({
    'GET /api/v1/auth/session': {
      status: 200,
      body: { user: makeUser({ id: 'priya', displayName: 'Priya' }) },
    },
  });
  return renderScreen([{ path: '/', Component: AccountMenu }]);
}

afterEach(() => enableNotifications.mockReset());

describe('AccountMenu (issue #18 items 4 and 6)', () => {
  it('shows who is signed in, and turns notifications on after Not Now put the prompt away', async () => {
    enableNotifications.mockResolvedValue('granted');
    renderMenu('default');
    await userEvent.click(await screen.findByRole('button', { name: 'Account of Priya' }));
    expect(await screen.findByText('Priya')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: messages.toolbox.turnOnNotifications }),
    );
    expect(enableNotifications).toHaveBeenCalledWith('priya');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it.each([
    ['granted', messages.toolbox.notificationsOn],
    ['denied', messages.toolbox.notificationsBlocked],
  ] as const)('says when notifications are %s', async (permission, text) => {
    renderMenu(permission);
    await userEvent.click(await screen.findByRole('button', { name: 'Account of Priya' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: messages.toolbox.turnOnNotifications }),
    ).not.toBeInTheDocument();
  });
});
