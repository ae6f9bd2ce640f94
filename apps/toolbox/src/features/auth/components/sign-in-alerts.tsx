import { Alert } from '@mantine/core';
import type { PasswordResetAnswer } from '@toolbox/domain';
import { AlertCircle, MailCheck, MailX } from 'lucide-react';

/** Why the engineer is here (signed out), what went wrong, and what was sent. */
export function SignInAlerts({
  notice,
  error,
  info,
}: {
  notice: string | null;
  error: string | null;
  /** The answer to Forgot password: sent, or no mail on this server (docs/product.md#account-recovery). */
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
          {info.message}
        </Alert>
      )}
      {info && !info.mailConfigured && (
        <Alert color="orange" variant="light" icon={<MailX size={18} />} role="alert">
          {info.message}
        </Alert>
      )}
    </>
  );
}
