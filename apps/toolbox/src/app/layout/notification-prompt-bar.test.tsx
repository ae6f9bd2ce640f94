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

afterEach(() => {
  enableNotifications.mockReset();
  localStorage.clear();
});

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

  it('Not Now hides the bar without asking, for good on this device', async () => {
    const { unmount } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptNotNow }));
    expect(bar()).not.toBeInTheDocument();
    expect(enableNotifications).not.toHaveBeenCalled();
    // A new browser session (issue #18 item 4): still away.
    unmount();
    sessionStorage.clear();
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });

  it('says what it asks for to screen readers, in one compact row', () => {
    renderBar();
    expect(bar()).toHaveTextContent(messages.shell.promptText);
    expect(screen.getByRole('button', { name: messages.shell.promptEnable })).toBeInTheDocument();
  });
});
