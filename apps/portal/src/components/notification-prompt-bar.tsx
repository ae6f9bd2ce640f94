import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { usePushPermission } from '@toolbox/web/push';
import { enableNotifications } from '../lib/notifications/push-device';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';

const DISMISSED_KEY = storageKeys.portal.notificationPromptDismissed;

/**
 * docs/product.md#notification-prompt: shown while a user is signed in and the browser's permission
 * is neither granted nor denied. Not Now hides it (for this browser session); Enable Notifications
 * asks the browser for the user's uid and hides it.
 */
export function NotificationPromptBar({ userId }: { userId: string }) {
  const [permission, refresh] = usePushPermission();
  const [hidden, setHidden] = useState(() => readJson<boolean>(DISMISSED_KEY) === true);
  const [asking, setAsking] = useState(false);

  if (hidden || permission !== 'default') return null;

  const notNow = () => {
    writeJson(DISMISSED_KEY, true);
    setHidden(true);
  };
  const enable = () => {
    setAsking(true);
    enableNotifications(userId)
      .catch(() => {
        // Logged by the set-up (docs/product.md#notification-warnings: notification errors are only
        // logged).
      })
      .finally(() => {
        setAsking(false);
        setHidden(true);
        refresh();
      });
  };

  return (
    <Paper
      role="region"
      aria-label="Notifications"
      withBorder
      radius="md"
      p="sm"
      mb="lg"
      bg="var(--mantine-color-body)"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <BellRing size={18} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{messages.shell.promptText}</Text>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={notNow}>
            {messages.shell.promptNotNow}
          </Button>
          <Button size="xs" onClick={enable} loading={asking}>
            {messages.shell.promptEnable}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
