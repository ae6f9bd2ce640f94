import { Alert, Button, Code, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { messages } from '@toolbox/domain';
import { useEffect, useRef, useState } from 'react';
import { QrCode } from '../../../components/qr-code';
import { useBeginTwoFactorSetup, useEnableTwoFactor, useTwoFactorDone } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

/**
 * Setting up two-factor sign-in (decision 030): a QR code of a new secret (and the secret to type),
 * a code of the app to prove the scan, then the recovery codes, once.
 */
export function TwoFactorSetup({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel?: () => void;
}) {
  const begin = useBeginTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const done = useTwoFactorDone();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // A new secret as soon as the set-up opens (one per opening).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate();
  }, [begin]);

  if (enable.data) {
    return (
      <Stack gap="md">
        <Text fw={600}>{messages.twoFactor.enabled}</Text>
        <RecoveryCodes codes={enable.data.recoveryCodes} />
        <Group>
          <Button
            onClick={() => {
              void done().then(onDone);
            }}
          >
            I have kept my codes
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!begin.data) {
    return (
      <Stack gap="sm" align="flex-start">
        {begin.error ? (
          <>
            <Alert color="red" role="alert">
              {begin.error.message}
            </Alert>
            <Group>
              <Button onClick={() => begin.mutate()}>Try again</Button>
              {onCancel ? (
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              ) : null}
            </Group>
          </>
        ) : (
          <Loader size="sm" aria-label="Preparing the set-up" />
        )}
      </Stack>
    );
  }

  const submit = () => {
    if (!/^\d{6}$/.test(code) || !password) return;
    enable.mutate({ code, password }, { onError: () => setCode('') });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Use an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password and the like). Signing in will then ask for its 6-digit code.
        </Text>
        <Text size="sm">1. Scan this code with the app.</Text>
        <QrCode value={begin.data.uri} size="180px" label="QR code to set up two-factor sign-in" />
        <Text size="sm">
          Cannot scan it? Type this key into the app:{' '}
          <Code data-testid="two-factor-secret" style={{ overflowWrap: 'anywhere' }}>
            {begin.data.secret}
          </Code>
        </Text>
        <TextInput
          label={messages.twoFactor.codeLabel}
          description="2. Enter the 6-digit code the app shows."
          inputMode="numeric"
          autoComplete="one-time-code"
          w={220}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          error={enable.isError}
        />
        <PasswordInput
          label="Your password"
          description="3. Confirm it is you."
          autoComplete="current-password"
          maw={320}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {enable.error ? (
          <Alert color="red" role="alert">
            {enable.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={enable.isPending}
            disabled={code.length !== 6 || !password}
          >
            Turn on
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
