import { PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import type { PasswordPolicy } from '@toolbox/domain';
import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { get, useFormState, useWatch } from 'react-hook-form';
import { PasswordRequirements } from './password-requirements';

interface NewPasswordFieldsProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  policy: PasswordPolicy;
  /** The form's names for the new password and its confirmation. */
  names: { password: FieldPath<T>; confirm: FieldPath<T> };
  /** The new password's show/hide button, for screen readers. */
  showLabel: string;
  /** Side by side from small screens up (the settings card) or one under the other. */
  layout?: 'columns' | 'stack';
}

/** A new password with the policy checked live as it is typed, and its confirmation. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  register,
  policy,
  names,
  showLabel,
  layout = 'stack',
}: NewPasswordFieldsProps<T>) {
  const password = useWatch({ control, name: names.password }) as unknown;
  const { errors } = useFormState({ control, name: [names.password, names.confirm] });
  const message = (name: FieldPath<T>) =>
    get<typeof errors, { message?: string } | undefined>(errors, name)?.message;

  const fields = (
    <>
      <Stack gap="xs">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': showLabel }}
          error={message(names.password)}
          {...register(names.password)}
        />
        <PasswordRequirements
          policy={policy}
          password={typeof password === 'string' ? password : ''}
        />
      </Stack>
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': 'Show confirmation' }}
        error={message(names.confirm)}
        {...register(names.confirm)}
      />
    </>
  );
  return layout === 'columns' ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}
