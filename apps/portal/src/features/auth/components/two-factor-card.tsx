import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { messages } from '@toolbox/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SectionCard } from '../../../components/section-card';
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/** Settings → Account: the signed-in person's two-factor sign-in (decision 030). */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [settingUp, setSettingUp] = useState(false);
  const [asking, setAsking] = useState<'disable' | 'renew' | null>(null);
  const on = status.data?.enabled === true;

  return (
    <SectionCard
      id="two-factor-title"
      title="Two-factor sign-in"
      icon={ShieldCheck}
      badge={
        status.data ? (
          <Badge color={on ? 'teal' : 'gray'} variant="light">
            {on ? 'On' : 'Off'}
          </Badge>
        ) : undefined
      }
      gap="sm"
    >
      {status.isError ? (
        <Text size="sm" c="red" role="alert">
          {status.error.message}
        </Text>
      ) : settingUp ? (
        <TwoFactorSetup
          onDone={() => {
            setSettingUp(false);
            toast.success(messages.twoFactor.enabled);
          }}
          onCancel={() => setSettingUp(false)}
        />
      ) : !status.data ? null : on ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Signing in asks for a code of your authenticator app. {status.data.recoveryCodesLeft} of
            10 recovery codes left.
          </Text>
          {status.data.required ? (
            <Text size="sm" c="dimmed">
              {messages.twoFactor.requiredForAdmins}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button variant="default" onClick={() => setAsking('renew')}>
              New recovery codes
            </Button>
            {status.data.required ? null : (
              <Button variant="subtle" color="red" onClick={() => setAsking('disable')}>
                Turn off
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            A code of an authenticator app on your phone, asked after your password, keeps your
            account safe even if the password leaks.
          </Text>
          <Button leftSection={<ShieldCheck size={16} />} onClick={() => setSettingUp(true)}>
            Set up two-factor sign-in
          </Button>
        </Stack>
      )}
      <PasswordDialog kind={asking} onClose={() => setAsking(null)} />
    </SectionCard>
  );
}

/** Turning it off, or new recovery codes: the password first. */
function PasswordDialog({
  kind,
  onClose,
}: {
  kind: 'disable' | 'renew' | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes'}
    >
      {kind ? <PasswordForm kind={kind} onClose={onClose} /> : null}
    </Modal>
  );
}

function PasswordForm({ kind, onClose }: { kind: 'disable' | 'renew'; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const action = kind === 'disable' ? disable : renew;

  if (renew.data) {
    return (
      <Stack gap="md">
        <Text size="sm">{messages.twoFactor.codesRenewed}</Text>
        <RecoveryCodes codes={renew.data.recoveryCodes} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }
  const submit = async () => {
    if (kind === 'disable') {
      await disable.mutateAsync(password);
      toast.success(messages.twoFactor.disabled);
      onClose();
    } else {
      await renew.mutateAsync(password);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {kind === 'disable'
            ? 'Signing in will ask for your password only.'
            : 'Your current recovery codes will stop working.'}
        </Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        {action.error ? (
          <Alert color="red" role="alert">
            {action.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={action.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color={kind === 'disable' ? 'red' : undefined}
            loading={action.isPending}
            disabled={!password}
          >
            {kind === 'disable' ? 'Turn off' : 'Make new codes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
