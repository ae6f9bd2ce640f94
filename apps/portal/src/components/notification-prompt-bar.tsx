import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { NotificationPromptButtons, useNotificationPrompt } from '@toolbox/web/notification-prompt';
import { enableNotifications } from '../lib/notifications/push-device';
import { storageKeys } from '@toolbox/web/storage';

/**
 * docs/product.md#notification-prompt: shown while a user is signed in and the browser's permission
 * is neither granted nor denied. Not Now hides it (for this browser session); Enable Notifications
 * asks the browser for the user's uid and hides it.
 */
export function NotificationPromptBar({ userId }: { userId: string }) {
  const prompt = useNotificationPrompt({
    userId,
    dismissedKey: storageKeys.portal.notificationPromptDismissed,
    enableNotifications,
  });
  if (!prompt.visible) return null;

  return (
    // Compact: one line on a desk screen, two at most on a narrow one (issue #18 item 8).
    <Paper
      role="region"
      aria-label="Notifications"
      withBorder
      radius="md"
      px="sm"
      py={6}
      mb="md"
      bg="var(--mantine-color-body)"
    >
      <Group justify="space-between" wrap="wrap" gap={6}>
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ThemeIcon variant="light" radius="xl" size="sm">
            <BellRing size={14} aria-hidden />
          </ThemeIcon>
          <Text size="xs">{messages.shell.promptText}</Text>
        </Group>
        <NotificationPromptButtons
          asking={prompt.asking}
          onNotNow={prompt.notNow}
          onEnable={prompt.enable}
        />
      </Group>
    </Paper>
  );
}
