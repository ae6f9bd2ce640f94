import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { isPushSupported } from '@toolbox/web/push';
import { enableNotifications } from '@/lib/push';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';

const NOT_NOW_KEY = storageKeys.toolbox.notificationPromptDismissed;

/**
 * docs/product.md#notification-prompt: shown while signed in and the browser's permission is
 * neither granted nor denied. Not Now hides it; Enable Notifications asks the browser and hides it.
 */
export function NotificationPromptBar({ userId }: { userId: string }) {
  const [hidden, setHidden] = useState(
    () =>
      !isPushSupported() ||
      Notification.permission !== 'default' ||
      readJson<boolean>(NOT_NOW_KEY) === true,
  );
  const hide = () => {
    // Not Now holds for this browser session: the bar does not come back on every page load.
    writeJson(NOT_NOW_KEY, true);
    setHidden(true);
  };
  if (hidden) return null;
  return (
    <Paper radius={0} withBorder py={8} role="region" aria-label="Notifications">
      <Container size="md" px="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
            <BellRing size={18} aria-hidden />
            <Text size="sm">{messages.shell.promptText}</Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="subtle" onClick={hide}>
              {messages.shell.promptNotNow}
            </Button>
            <Button
              size="xs"
              onClick={() => {
                hide();
                // The set-up has warned already; the bar hides either way.
                enableNotifications(userId).catch(() => {});
              }}
            >
              {messages.shell.promptEnable}
            </Button>
          </Group>
        </Group>
      </Container>
    </Paper>
  );
}
