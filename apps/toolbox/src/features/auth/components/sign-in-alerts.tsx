import { Alert } from '@mantine/core';
import { AlertCircle, MailCheck } from 'lucide-react';

/** Why the engineer is here (signed out), what went wrong, and what was sent. */
export function SignInAlerts({
  notice,
  error,
  info,
}: {
  notice: string | null;
  error: string | null;
  info: string | null;
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
      {info && (
        <Alert color="brand" variant="light" icon={<MailCheck size={18} />} role="status">
          {info}
        </Alert>
      )}
    </>
  );
}
