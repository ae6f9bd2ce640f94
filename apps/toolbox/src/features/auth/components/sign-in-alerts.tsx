import { Alert, Stack, Text } from '@mantine/core';
import type { PasswordResetAnswer } from '@toolbox/domain';
import { messages } from '@toolbox/domain/plain';
import { AlertCircle, MailCheck, MailX } from 'lucide-react';

/** Why the engineer is here (signed out), what went wrong, and what was sent. */
export function SignInAlerts({
  notice,
  error,
  info,
}: {
  notice: string | null;
  error: string | null;
  /**
   * The answer to Forgot password: SPEC's sentence always, and on a server without mail a line
   * that no e-mail will arrive (docs/product.md#account-recovery).
   */
  info: PasswordResetAnswer | null;
}) {
  return (
    <>
      {notice && (
        <Alert color="orange" variant="light" role="alert">
          {notice}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<AlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      {info && info.mailConfigured && (
        <Alert color="brand" variant="light" icon={<MailCheck size={18} />} role="status">
          {messages.login.resetSent}
        </Alert>
      )}
      {info && !info.mailConfigured && (
        <Alert color="orange" variant="light" icon={<MailX size={18} />} role="alert">
          <Stack gap={6}>
            <Text size="sm">{messages.login.resetSent}</Text>
            <Text size="sm">{messages.login.resetMailNotConfigured}</Text>
          </Stack>
        </Alert>
      )}
    </>
  );
}
