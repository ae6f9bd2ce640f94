import { ActionIcon, Avatar, Group, Text, Tooltip } from '@mantine/core';
import { messages, roleLabel, userInitials, type SkippableConfirmation } from '@toolbox/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, isConfirmationSkipped } from '../../components/confirm-dialog';
import { useSession } from '../../lib/auth/session-query';
import { useLogout } from '../../lib/auth/use-logout';
import classes from './sidebar.module.css';

/** The logout confirmation's name for "Don't ask me again" (docs/product.md#confirmation-skipping). */
const LOGOUT: SkippableConfirmation = 'logout';

/**
 * The signed-in user's initials, name and role, and the logout button (docs/product.md#sidebar).
 */
export function SidebarFooter() {
  const { data: user } = useSession();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const displayName = user?.displayName.trim() || user?.email || '';

  const confirmLogout = async () => {
    setLoggingOut(true);
    await logout();
  };

  return (
    <>
      <Group gap="sm" wrap="nowrap">
        <Avatar color="brand" variant="filled" radius="xl" aria-hidden>
          {userInitials(user?.displayName ?? '', user?.email ?? '')}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} c="white" truncate="end" data-testid="sidebar-user-name">
            {displayName}
          </Text>
          <Text size="xs" c="ink.3" truncate="end" data-testid="sidebar-user-role">
            {roleLabel(user?.role)}
          </Text>
        </div>
        <Tooltip label="Log out" position="top">
          <ActionIcon
            variant="subtle"
            size="lg"
            className={classes.logout}
            aria-label="Log out"
            onClick={() =>
              isConfirmationSkipped(LOGOUT) ? void confirmLogout() : setConfirming(true)
            }
          >
            <LogOut size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={messages.shell.logoutTitle}
        message={messages.shell.logoutMessage}
        confirmText="Logout"
        variant="danger"
        skipKey={LOGOUT}
        loading={loggingOut}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmLogout()}
      />
    </>
  );
}
