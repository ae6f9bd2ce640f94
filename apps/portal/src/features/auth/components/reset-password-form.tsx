import { Anchor, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { OutcomeAlert } from '../../../components/form-error-alert';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { NewPasswordForm } from './new-password-form';

/** Codes that mean the link itself is no good: the form goes and the way back is offered. */
const LINK_CODES = ['invalid-action-code', 'expired-action-code'];

/** The end of the reset: done, with the way to sign in, or refused, with the way to a new link. */
function ResetOutcome({ kind, message }: { kind: 'done' | 'refused'; message: string }) {
  const done = kind === 'done';
  return (
    <Stack gap="md">
      <OutcomeAlert ok={done} message={message} />
      {done ? (
        <Button component={Link} to="/login" fullWidth size="md">
          Sign in
        </Button>
      ) : (
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to sign in
          </Anchor>{' '}
          to request a new link.
        </Text>
      )}
    </Stack>
  );
}

/** /reset-password?token=…: sets a new password with the emailed link's token. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const completeReset = useCompletePasswordReset();
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'refused'; message: string } | null>(
    token ? null : { kind: 'refused', message: messages.password.resetInvalid },
  );

  if (outcome) return <ResetOutcome {...outcome} />;

  const submit = async (password: string) => {
    try {
      await completeReset.mutateAsync({ token: token ?? '', password });
      setOutcome({ kind: 'done', message: messages.password.resetDone });
    } catch (error) {
      // A link that is no good ends the form; any other refusal goes on the form.
      if (isApiError(error) && LINK_CODES.includes(error.code)) {
        setOutcome({ kind: 'refused', message: error.message });
        return;
      }
      throw error;
    }
  };

  return <NewPasswordForm onSubmit={submit} submitLabel="Set new password" toggleName="password" />;
}
