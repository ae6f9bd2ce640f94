import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { AlertCircle, CheckCircle2, KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { usePasswordPolicy } from '../../../lib/auth/password-policy-query';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordValues } from './password-schemas';
import { changePasswordSchema } from './password-schemas';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user's own password: current, new (policy shown live) and confirmation. */
export function ChangePasswordCard() {
  const policy = usePasswordPolicy();
  const changePassword = useChangePassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const resolver = useMemo(() => zodResolver(changePasswordSchema(policy)), [policy]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });

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

  return (
    <Card component="section" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Stack gap="md">
          <div>
            <Group gap="xs">
              <KeyRound size={18} aria-hidden color="var(--mantine-color-dimmed)" />
              <Title order={2} fz="lg" id="change-password-title">
                Change password
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              Your other sessions are signed out when the password changes.
            </Text>
          </div>
          {result ? (
            <Alert
              color={result.ok ? 'brand' : 'red'}
              variant="light"
              icon={result.ok ? <CheckCircle2 size={18} /> : <AlertCircle size={18} />}
              role={result.ok ? 'status' : 'alert'}
            >
              {result.message}
            </Alert>
          ) : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show current password' }}
            error={errors.currentPassword?.message}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            control={control}
            register={register}
            policy={policy}
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            showLabel="Show new password"
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
