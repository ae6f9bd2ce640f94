import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { NotificationPromptBar } from './notification-prompt-bar';

const enableNotifications = vi.hoisted(() => vi.fn());
vi.mock('../lib/notifications/push-device', () => ({ enableNotifications }));

/** The browser's push surface, as far as the bar reads it: permission and support. */
function stubBrowser(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

function renderBar() {
  return render(
    <MantineProvider theme={theme} env="test">
      <NotificationPromptBar userId="user-1" />
    </MantineProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  enableNotifications.mockReset();
});

describe('NotificationPromptBar', () => {
  it('asks while permission is neither granted nor denied; Not Now hides it for the session', async () => {
    stubBrowser('default');
    const { unmount } = renderBar();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptNotNow }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(enableNotifications).not.toHaveBeenCalled();
    unmount();
    renderBar();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("Enable Notifications asks for the user's uid and hides the bar", async () => {
    stubBrowser('default');
    enableNotifications.mockResolvedValue('granted');
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptEnable }));
    expect(enableNotifications).toHaveBeenCalledWith('user-1');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });

  it.each(['granted', 'denied'] as const)('stays away when permission is %s', (permission) => {
    stubBrowser(permission);
    renderBar();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('stays away where push is not supported', () => {
    vi.stubGlobal('Notification', undefined);
    renderBar();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
