import { Button, Group, Text } from '@mantine/core';
import type { UserDetail } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { ShieldOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { ConfirmDialog, useConfirmation } from '../../../components/confirm-dialog';
import { userLabel } from '../../../lib/format';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * Whether the user signs in with a code too, and turning it off for them when they lost their
 * phone and their recovery codes (decision 030). One's own is turned off in Settings.
 */
export function UserTwoFactor({ user, isSelf }: { user: UserDetail; isSelf: boolean }) {
  const reset = useResetTwoFactor(user.id);
  const confirmation = useConfirmation(() => {
    reset.mutate(undefined, {
      onSuccess: () => toast.success(messages.twoFactor.disabled),
      onError: (error) => toast.error(error.message),
    });
  });
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" data-testid="user-two-factor">
        Two-factor sign-in: {user.twoFactorEnabled ? 'on' : 'off'}
      </Text>
      {user.twoFactorEnabled && !isSelf ? (
        <Button
          variant="default"
          leftSection={<ShieldOff size={16} aria-hidden />}
          onClick={confirmation.request}
          loading={reset.isPending}
        >
          Turn off two-factor sign-in
        </Button>
      ) : null}
      <ConfirmDialog
        {...confirmation.dialogProps}
        title="Turn off two-factor sign-in"
        message={`${userLabel(user)} will sign in with their password only, until they set it up again. Do this only when they lost their phone and their recovery codes.`}
        confirmText="Turn off"
        variant="danger"
      />
    </Group>
  );
}
