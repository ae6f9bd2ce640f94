import { SimpleGrid, Stack } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import type { PasswordPolicy } from '@toolbox/domain';
import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { get, useFormState, useWatch } from 'react-hook-form';
import { PasswordRequirements } from '@toolbox/web/password-requirements';

interface NewPasswordFieldsProps<T extends FieldValues, TOutput = T> {
  control: Control<T, unknown, TOutput>;
  register: UseFormRegister<T>;
  policy: PasswordPolicy;
  /** The form's names for the new password and its confirmation. */
  names: { password: FieldPath<T>; confirm: FieldPath<T> };
  /** What the new password is, for its show/hide button's name (`Show new password`). */
  toggleName: string;
  /** Side by side from small screens up (the settings card) or one under the other. */
  layout?: 'columns' | 'stack';
  /** The two fields' labels, when the password is not a new one of the user's own. */
  labels?: { password: string; confirm: string };
  withAsterisk?: boolean;
}

const NEW_PASSWORD_LABELS = { password: 'New password', confirm: 'Confirm new password' };

/** A new password with the policy checked live as it is typed, and its confirmation. */
export function NewPasswordFields<T extends FieldValues, TOutput = T>({
  control,
  register,
  policy,
  names,
  toggleName,
  layout = 'stack',
  labels = NEW_PASSWORD_LABELS,
  withAsterisk = false,
}: NewPasswordFieldsProps<T, TOutput>) {
  const password = useWatch({ control, name: names.password }) as unknown;
  const { errors } = useFormState({ control, name: [names.password, names.confirm] });
  const message = (name: FieldPath<T>) =>
    get<typeof errors, { message?: string } | undefined>(errors, name)?.message;

  const fields = (
    <>
      <Stack gap="xs">
        <PasswordInput
          label={labels.password}
          autoComplete="new-password"
          toggleName={toggleName}
          withAsterisk={withAsterisk}
          error={message(names.password)}
          {...register(names.password)}
        />
        <PasswordRequirements
          policy={policy}
          password={typeof password === 'string' ? password : ''}
        />
      </Stack>
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        toggleName="confirmation"
        withAsterisk={withAsterisk}
        error={message(names.confirm)}
        {...register(names.confirm)}
      />
    </>
  );
  return layout === 'columns' ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}
