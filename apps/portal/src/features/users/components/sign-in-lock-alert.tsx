import { Alert, Button, Group, Text } from '@mantine/core';
import type { UserDetail } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { LockKeyholeOpen, ShieldAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { userLabel } from '../../../lib/format';
import { useSignInLock, useUnlockSignIn } from '../api/sign-in-lock';

/**
 * On a user's detail page while strangers' failed sign-ins have locked the account (decision
 * 019): how many, for how long, and the administrator's unlock. Nothing shows while unlocked.
 */
export function SignInLockAlert({ user }: { user: UserDetail }) {
  const { data: lock } = useSignInLock(user.id);
  const unlock = useUnlockSignIn(user.id);
  if (!lock?.locked) return null;
  const minutes = Math.max(1, Math.ceil((lock.retryAfterSeconds ?? 60) / 60));
  const onUnlock = async () => {
    try {
      await unlock.mutateAsync();
      toast.success(messages.user.signInUnlocked(userLabel(user)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<ShieldAlert size={18} aria-hidden />}
      title={messages.user.signInLockedTitle}
      role="status"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" maw={640}>
          {messages.user.signInLocked(lock.failures, minutes)}
        </Text>
        <Button
          variant="default"
          leftSection={<LockKeyholeOpen size={16} aria-hidden />}
          loading={unlock.isPending}
          onClick={() => void onUnlock()}
        >
          {messages.user.unlockSignIn}
        </Button>
      </Group>
    </Alert>
  );
}
