import { Anchor, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import type { ResetPasswordValues } from './password-schemas';
import { resetPasswordSchema } from './password-schemas';
import { usePolicyForm } from './use-policy-form';
import { FormErrorAlert, OutcomeAlert } from '../../../components/form-error-alert';

const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };

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
  const { form, passwordFields } = usePolicyForm(resetPasswordSchema, EMPTY);
  const completeReset = useCompletePasswordReset();
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'refused'; message: string } | null>(
    token ? null : { kind: 'refused', message: messages.password.resetInvalid },
  );
  const [formError, setFormError] = useState<string | null>(null);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  if (outcome) return <ResetOutcome {...outcome} />;

  const submit = async ({ password: newPassword }: ResetPasswordValues) => {
    setFormError(null);
    try {
      await completeReset.mutateAsync({ token: token ?? '', password: newPassword });
      setOutcome({ kind: 'done', message: messages.password.resetDone });
    } catch (error) {
      if (isApiError(error) && LINK_CODES.includes(error.code)) {
        setOutcome({ kind: 'refused', message: error.message });
        return;
      }
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['password', 'confirmPassword'],
          codeFields: { 'password-does-not-meet-requirements': 'password' },
        }),
      );
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <NewPasswordFields
          {...passwordFields}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          showLabel="Show password"
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
