import { Button, Stack } from '@mantine/core';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFormSave } from '../../../lib/form-errors';
import type { ResetPasswordValues } from './password-schemas';
import { resetPasswordSchema } from './password-schemas';
import { usePolicyForm } from './use-policy-form';

const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };

interface NewPasswordFormProps {
  /** Sets the password; a failure is shown on the fields or over the form. */
  onSubmit: (password: string) => Promise<void>;
  submitLabel: string;
  /** What the new password is, for its show/hide button's name (`Show password`). */
  toggleName: string;
}

/**
 * A new password typed twice, checked against the policy as it is typed, for the reset link's page
 * and the choice that replaces a temporary password: the server's refusal lands on the password
 * field (it may call it `newPassword`) or over the form.
 */
export function NewPasswordForm({ onSubmit, submitLabel, toggleName }: NewPasswordFormProps) {
  const { form, passwordFields } = usePolicyForm(resetPasswordSchema, EMPTY);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const { formError, attempt } = useFormSave(setError, {
    fields: ['password', 'confirmPassword'],
    codeFields: { 'password-does-not-meet-requirements': 'password' },
    aliases: { newPassword: 'password' },
  });

  return (
    <form
      onSubmit={(event) =>
        void handleSubmit(({ password }) => attempt(() => onSubmit(password)))(event)
      }
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <NewPasswordFields
          {...passwordFields}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          toggleName={toggleName}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
