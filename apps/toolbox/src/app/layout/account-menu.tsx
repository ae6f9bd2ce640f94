import { Avatar, Button, Group, Menu, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages, roleLabel, userInitials } from '@toolbox/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

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
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={`Account of ${user.displayName || user.email}`}>
            <Avatar color="white" variant="outline" radius="xl" size={36}>
              {userInitials(user.displayName, user.email)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={0} px="sm" py="xs">
            <Text fw={600} size="sm">
              {user.displayName || user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {roleLabel(user.role)} · {user.email}
            </Text>
          </Stack>
          <Menu.Divider />
          <Menu.Item leftSection={<LogOut size={16} />} onClick={confirm.open}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
