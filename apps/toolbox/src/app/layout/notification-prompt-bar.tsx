import { Container, Group, Paper, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { NotificationPromptButtons, useNotificationPrompt } from '@toolbox/web/notification-prompt';
import { storageKeys } from '@toolbox/web/storage';
import { enableNotifications } from '@/lib/push';

/**
 * docs/product.md#notification-prompt: shown while signed in and the browser's permission is
 * neither granted nor denied. Not Now hides it; Enable Notifications asks the browser and hides it.
 */
export function NotificationPromptBar({ userId }: { userId: string }) {
  const prompt = useNotificationPrompt({
    userId,
    dismissedKey: storageKeys.toolbox.notificationPromptDismissed,
    enableNotifications,
  });
  if (!prompt.visible) return null;
  return (
    <Paper radius={0} withBorder py={8} role="region" aria-label="Notifications">
      <Container size="md" px="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
            <BellRing size={18} aria-hidden />
            <Text size="sm">{messages.shell.promptText}</Text>
          </Group>
          <NotificationPromptButtons
            asking={prompt.asking}
            onNotNow={prompt.notNow}
            onEnable={() => {
              // The bar leaves at once and stays away for the session, whatever the browser answers.
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
