import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationPromptButtons, useNotificationPrompt } from './notification-prompt';
import { readJson, storageKeys } from './storage';
import * as toasts from './toasts';

const dismissedKey = storageKeys.portal.notificationPromptDismissed;
const enableNotifications = vi.fn<(userId: string) => Promise<unknown>>();

/** The browser's push surface, as far as the prompt reads it: permission and support. */
function stubBrowser(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

function Bar() {
  const prompt = useNotificationPrompt({ userId: 'user-1', dismissedKey, enableNotifications });
  if (!prompt.visible) return null;
  return (
    <section aria-label="Notifications">
      <NotificationPromptButtons
        asking={prompt.asking}
        onNotNow={prompt.notNow}
        onEnable={prompt.enable}
      />
    </section>
  );
}

function renderBar() {
  return render(
    <MantineProvider env="test">
      <Bar />
    </MantineProvider>,
  );
}

const bar = () => screen.queryByRole('region', { name: 'Notifications' });

afterEach(() => {
  enableNotifications.mockReset();
  vi.restoreAllMocks();
});

describe('useNotificationPrompt', () => {
  it('shows while permission is neither granted nor denied; Not Now puts it off for the session', async () => {
    stubBrowser('default');
    const { unmount } = renderBar();
    expect(bar()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptNotNow }));
    expect(bar()).not.toBeInTheDocument();
    expect(readJson<boolean>(dismissedKey)).toBe(true);
    unmount();
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });

  it('Enable Notifications asks for the user and hides the bar once the browser answered', async () => {
    stubBrowser('default');
    let answer: (permission: string) => void = () => {};
    enableNotifications.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptEnable }));
    expect(enableNotifications).toHaveBeenCalledWith('user-1');
    expect(bar()).toBeInTheDocument();
    answer('granted');
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it.each([
    [new Error(messages.notifications.noToken), messages.notifications.noToken],
    [new Error(messages.notifications.keyMissing), messages.notifications.keyMissing],
    [new Error('push service unreachable'), messages.notifications.setupFailed],
  ])('hides the bar when the set-up fails, and warns: %s', async (error, warning) => {
    const warn = vi.spyOn(toasts, 'toastWarning');
    stubBrowser('default');
    enableNotifications.mockRejectedValue(error);
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptEnable }));
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith(warning);
  });

  it('warns when the browser answers that permission is denied', async () => {
    const warn = vi.spyOn(toasts, 'toastWarning');
    stubBrowser('default');
    enableNotifications.mockResolvedValue('denied');
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.shell.promptEnable }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(messages.notifications.permissionDenied));
  });

  it.each(['granted', 'denied'] as const)('stays away when permission is %s', (permission) => {
    stubBrowser(permission);
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });

  it('stays away where push is not supported', () => {
    vi.stubGlobal('Notification', undefined);
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });
});
