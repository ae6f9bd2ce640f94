import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { messages } from '@toolbox/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Outcome } from '../../../components/form-error-alert';
import { OutcomeAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SectionHeading } from '../../../components/section-card';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordValues } from './password-schemas';
import { changePasswordSchema } from './password-schemas';
import { usePolicyForm } from './use-policy-form';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user's own password: current, new (policy shown live) and confirmation. */
export function ChangePasswordCard() {
  const { form, passwordFields } = usePolicyForm(changePasswordSchema, EMPTY);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { result, submit } = useChangePasswordSubmit(form);

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Stack gap="md">
          <div>
            <SectionHeading id="change-password-title" title="Change password" icon={KeyRound} />
            <Text size="sm" c="dimmed">
              Your other sessions are signed out when the password changes.
            </Text>
          </div>
          {result ? <OutcomeAlert {...result} /> : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            toggleName="current password"
            error={errors.currentPassword?.message}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            {...passwordFields}
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            toggleName="new password"
            layout="columns"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Changes the password; on success the fields empty and the card says so, a refusal goes on its
 * field (a wrong current password, a password the policy refuses) or over the form.
 */
function useChangePasswordSubmit({ setError, reset }: UseFormReturn<ChangePasswordValues>) {
  const changePassword = useChangePassword();
  const [result, setResult] = useState<Outcome | null>(null);

  const submit = async ({ currentPassword, newPassword: next }: ChangePasswordValues) => {
    setResult(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: next });
      reset(EMPTY);
      setResult({ ok: true, message: messages.password.changed });
    } catch (error) {
      const message = applyServerErrors(error, setError, {
        fields: ['currentPassword', 'newPassword', 'confirmPassword'],
        codeFields: {
          'wrong-password': 'currentPassword',
          'password-does-not-meet-requirements': 'newPassword',
        },
      });
      if (message) setResult({ ok: false, message });
    }
  };
  return { result, submit };
}
