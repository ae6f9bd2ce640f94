import { Container, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { NotificationPromptButtons, useNotificationPrompt } from '@toolbox/web/notification-prompt';
import { storageKeys } from '@toolbox/web/storage';
import { enableNotifications } from '@/lib/push';

/**
 * docs/product.md#notification-prompt: shown while signed in and online, and the browser's
 * permission is neither granted nor denied. One compact row on a phone (issue #18 item 4): the
 * bell and the two buttons, the sentence for screen readers; the full sentence from 576 px (xs). Not
 * Now hides it for good on this device (the account popover turns notifications on later);
 * Enable Notifications asks the browser and hides it.
 */
export function NotificationPromptBar({ userId }: { userId: string }) {
  const prompt = useNotificationPrompt({
    userId,
    dismissedKey: storageKeys.toolbox.notificationPromptDismissed,
    enableNotifications,
  });
  if (!prompt.visible) return null;
  return (
    <Paper
      radius={0}
      withBorder
      py={4}
      role="region"
      aria-label="Notifications"
      data-testid="notification-prompt"
    >
      <Container size="md" px="md">
        {/* One row on a phone; at 200% zoom the buttons move under the text rather than off screen. */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <BellRing size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" visibleFrom="xs">
              {messages.shell.promptText}
            </Text>
            <Text size="xs" fw={500} hiddenFrom="xs" aria-hidden lineClamp={2}>
              {messages.toolbox.promptShort}
            </Text>
            <VisuallyHidden hiddenFrom="xs">{messages.shell.promptText}</VisuallyHidden>
          </Group>
          <NotificationPromptButtons
            asking={prompt.asking}
            onNotNow={prompt.notNow}
            onEnable={() => {
              // The bar leaves at once and stays away, whatever the browser answers.
              prompt.notNow();
              prompt.enable();
            }}
            notNowVariant="subtle"
          />
        </Group>
      </Container>
    </Paper>
  );
}
