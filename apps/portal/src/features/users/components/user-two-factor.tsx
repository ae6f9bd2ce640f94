import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import type { UserDetail } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { userLabel } from '../../../lib/format';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * Whether the user signs in with a code too, and turning it off for them when they lost their
 * phone and their recovery codes, with the administrator's own password (decision 030). One's own
 * is turned off in Settings.
 */
export function UserTwoFactor({ user, isSelf }: { user: UserDetail; isSelf: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" data-testid="user-two-factor">
        Two-factor sign-in: {user.twoFactorEnabled ? 'on' : 'off'}
      </Text>
      {user.twoFactorEnabled && !isSelf ? (
        <Button
          variant="default"
          leftSection={<ShieldOff size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          Turn off two-factor sign-in
        </Button>
      ) : null}
      <Modal opened={asking} onClose={() => setAsking(false)} title="Turn off two-factor sign-in">
        {asking ? <TurnOffForm user={user} onClose={() => setAsking(false)} /> : null}
      </Modal>
    </Group>
  );
}

function TurnOffForm({ user, onClose }: { user: UserDetail; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const reset = useResetTwoFactor(user.id);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate(password, {
          onSuccess: () => {
            toast.success(messages.twoFactor.disabled);
            onClose();
          },
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {userLabel(user)} will sign in with their password only, until they set it up again. Do
          this only when they lost their phone and their recovery codes.
        </Text>
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        {reset.error ? (
          <Alert color="red" role="alert">
            {reset.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={reset.isPending} disabled={!password}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
