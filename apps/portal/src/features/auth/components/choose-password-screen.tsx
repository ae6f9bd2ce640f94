import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { BrandMark } from '../../../components/brand-mark';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useLogout } from '../../../lib/auth/use-logout';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChoosePassword } from '../api/choose-password';
import type { ResetPasswordValues } from './password-schemas';
import { resetPasswordSchema } from './password-schemas';
import { usePolicyForm } from './use-policy-form';

const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };

/**
 * Shown instead of every protected screen while the signed-in user has a temporary password
 * (docs/product.md#account-recovery): they choose their own, then carry on where they were.
 */
export function ChoosePasswordScreen({ email }: { email: string }) {
  const { form, passwordFields } = usePolicyForm(resetPasswordSchema, EMPTY);
  const choose = useChoosePassword();
  const logout = useLogout();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = async ({ password }: ResetPasswordValues) => {
    setFormError(null);
    try {
      await choose.mutateAsync(password);
      toast.success(messages.password.chosen);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['password', 'confirmPassword'],
          codeFields: { 'password-does-not-meet-requirements': 'password' },
        }),
      );
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg" align="center">
        <BrandMark subtitle="Admin portal" />
        <Paper withBorder shadow="sm" p="xl" w="100%">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h2">
              {messages.password.chooseTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {messages.password.chooseIntro}
            </Text>
            <Text size="sm" fw={500}>
              {email}
            </Text>
          </Stack>
          <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
            <Stack gap="md">
              <FormErrorAlert message={formError} />
              <NewPasswordFields
                {...passwordFields}
                names={{ password: 'password', confirm: 'confirmPassword' }}
                showLabel="Show new password"
              />
              <Button type="submit" fullWidth size="md" loading={isSubmitting}>
                Save and continue
              </Button>
            </Stack>
          </form>
        </Paper>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void logout()}>
          Sign out
        </Anchor>
      </Stack>
    </Center>
  );
}
