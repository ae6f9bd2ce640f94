import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { NotificationPromptBar } from './notification-prompt-bar';

const enableNotifications = vi.hoisted(() => vi.fn());
vi.mock('@/lib/push', () => ({ enableNotifications }));

function renderBar() {
  vi.stubGlobal('Notification', { permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return render(
    <MantineProvider theme={theme} env="test">
      <NotificationPromptBar userId="user-1" />
    </MantineProvider>,
  );
}

afterEach(() => enableNotifications.mockReset());

const bar = () => screen.queryByRole('region', { name: 'Notifications' });

describe('NotificationPromptBar', () => {
  it('Enable Notifications hides the bar at once and for the session, then asks', async () => {
    enableNotifications.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptEnable }));
    expect(bar()).not.toBeInTheDocument();
    expect(enableNotifications).toHaveBeenCalledWith('user-1');
    unmount();
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });

  it('Not Now hides the bar without asking', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptNotNow }));
    expect(bar()).not.toBeInTheDocument();
    expect(enableNotifications).not.toHaveBeenCalled();
  });
});
