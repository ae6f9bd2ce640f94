import { Button, Group, type ButtonVariant } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import { usePushPermission } from './push';
import { readJson, writeJson, type StorageKey } from './storage';
import { toastWarning } from './toasts';

export interface NotificationPrompt {
  /** Signed in, push supported, permission neither granted nor denied, not put off. */
  visible: boolean;
  /** The browser is being asked. */
  asking: boolean;
  /** Not Now: hides the bar for this browser session. */
  notNow: () => void;
  /** Enable Notifications: asks the browser for the user, then hides the bar. */
  enable: () => void;
}

interface NotificationPromptOptions {
  userId: string;
  /** Remembers Not Now for the browser session. */
  dismissedKey: StorageKey;
  /** The app's push set-up for the user; it warns about its own failures. */
  enableNotifications: (userId: string) => Promise<unknown>;
}

/** SPEC.md's notification warnings: the set-up's own when it is one of them. */
const WARNINGS: readonly string[] = [
  messages.notifications.initFailed,
  messages.notifications.setupFailed,
  messages.notifications.permissionDenied,
  messages.notifications.noToken,
  messages.notifications.notInitialized,
  messages.notifications.keyMissing,
];

/** The warning for a failed set-up: its own message when SPEC.md has it, else "Failed to set up". */
export function setupWarning(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return WARNINGS.includes(message) ? message : messages.notifications.setupFailed;
}

/**
 * docs/product.md#notification-prompt: whether the prompt bar shows and what its buttons do. The
 * permission is followed live, so the bar leaves when the user answers in the site's settings.
 */
export function useNotificationPrompt({
  userId,
  dismissedKey,
  enableNotifications,
}: NotificationPromptOptions): NotificationPrompt {
  const [permission, refresh] = usePushPermission();
  const [hidden, setHidden] = useState(() => readJson<boolean>(dismissedKey) === true);
  const [asking, setAsking] = useState(false);

  const notNow = () => {
    writeJson(dismissedKey, true);
    setHidden(true);
  };
  const enable = () => {
    setAsking(true);
    enableNotifications(userId)
      // Logged by the set-up too; a person who asked sees why nothing happened (issue #17 item 13).
      .then((permission) => {
        if (permission === 'denied') toastWarning(messages.notifications.permissionDenied);
      })
      .catch((error: unknown) => toastWarning(setupWarning(error)))
      .finally(() => {
        setAsking(false);
        setHidden(true);
        refresh();
      });
  };

  return { visible: !hidden && permission === 'default', asking, notNow, enable };
}

/** The bar's two buttons, Not Now then Enable Notifications, in the product's words. */
export function NotificationPromptButtons({
  asking,
  onNotNow,
  onEnable,
  notNowVariant = 'default',
}: {
  asking: boolean;
  onNotNow: () => void;
  onEnable: () => void;
  notNowVariant?: ButtonVariant;
}) {
  return (
    <Group gap="xs" style={{ flexShrink: 0, maxWidth: '100%' }}>
      <Button variant={notNowVariant} size="xs" onClick={onNotNow}>
        {messages.shell.promptNotNow}
      </Button>
      <Button size="xs" onClick={onEnable} loading={asking}>
        {messages.shell.promptEnable}
      </Button>
    </Group>
  );
}
