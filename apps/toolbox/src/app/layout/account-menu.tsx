import { Avatar, Button, Group, Modal, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages, roleLabel, userInitials } from '@toolbox/domain';
import { Bell, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNotificationPrompt } from '@toolbox/web/notification-prompt';
import { usePushPermission } from '@toolbox/web/push';
import { storageKeys } from '@toolbox/web/storage';
import { enableNotifications } from '@/lib/push';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';
import classes from './app-shell.module.css';

/** The signed-in engineer's initials, opening their name, role and a confirmed sign-out. */
export function AccountMenu() {
  const { data: user } = useSession();
  const [confirming, confirm] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const signOutOfDevice = useSignOut();
  if (!user) return null;

  const signOut = async () => {
    setBusy(true);
    await signOutOfDevice();
  };

  return (
    <>
      {/* A popover, not a menu: it holds who is signed in as well as the one action, and a menu
          may hold nothing but items (issue #18 item 6). */}
      <Popover position="bottom-end" width={260} shadow="md" trapFocus>
        <Popover.Target>
          <UnstyledButton
            aria-label={`Account of ${user.displayName || user.email}`}
            aria-haspopup="dialog"
            className={classes.avatarButton}
          >
            <Avatar color="white" variant="outline" radius="xl" size={36}>
              {userInitials(user.displayName, user.email)}
            </Avatar>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-label="Account">
          <Stack gap="sm">
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {user.displayName || user.email}
              </Text>
              <Text size="xs" c="dimmed">
                {roleLabel(user.role)} · {user.email}
              </Text>
            </Stack>
            <DeviceNotifications userId={user.id} />
            <Button
              variant="default"
              leftSection={<LogOut size={16} aria-hidden />}
              onClick={confirm.open}
              fullWidth
            >
              Log out
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={messages.shell.logoutTitle}
        centered
      >
        <Text size="sm">{messages.shell.logoutMessage}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void signOut()}>
            Logout
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * Whether this device gets notifications, and the way to turn them on after Not Now put the
 * prompt away for good (issue #18 item 4).
 */
function DeviceNotifications({ userId }: { userId: string }) {
  const [permission] = usePushPermission();
  const prompt = useNotificationPrompt({
    userId,
    dismissedKey: storageKeys.toolbox.notificationPromptDismissed,
    enableNotifications,
  });
  if (permission === 'default') {
    return (
      <Button
        variant="default"
        leftSection={<Bell size={16} aria-hidden />}
        loading={prompt.asking}
        onClick={prompt.enable}
        fullWidth
      >
        {messages.toolbox.turnOnNotifications}
      </Button>
    );
  }
  const text = {
    granted: messages.toolbox.notificationsOn,
    denied: messages.toolbox.notificationsBlocked,
    unsupported: messages.toolbox.notificationsUnsupported,
  }[permission];
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
