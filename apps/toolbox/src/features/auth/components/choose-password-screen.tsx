import { Alert, Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { PasswordInput } from '@toolbox/web/password-input';
import { isApiError } from '@toolbox/client/http';
import { messages, passwordPolicyMessage } from '@toolbox/domain';
import { PasswordRequirements } from '@toolbox/web/password-requirements';
import { AlertCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSignOut } from '@/lib/sign-out';
import { useChoosePassword, usePasswordPolicy } from '../api/choose-password';

type Errors = { password?: string; confirm?: string; form?: string };

/**
 * Shown instead of the toolbox while the engineer has a temporary password
 * (docs/product.md#account-recovery): they choose their own, then carry on where they were.
 */
export function ChoosePasswordScreen({ email }: { email: string }) {
  const policy = usePasswordPolicy();
  const choose = useChoosePassword();
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const policyProblem = policy.data ? passwordPolicyMessage(password, policy.data) : null;
    if (policyProblem) found.password = policyProblem;
    if (!confirm) found.confirm = messages.password.confirmRequired;
    else if (confirm !== password) found.confirm = messages.password.mismatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await choose.mutateAsync(password);
    } catch (error) {
      const detail = isApiError(error) ? error.details?.newPassword?.join(' ') : undefined;
      setErrors(
        detail
          ? { password: detail }
          : { form: error instanceof Error ? error.message : String(error) },
      );
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="brand.8">
      <Stack w="100%" maw={420} gap="md">
        <Paper p="lg" radius="lg" shadow="md">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} fz="h3">
                  {messages.password.chooseTitle}
                </Title>
                <Text size="sm" c="dimmed">
                  {messages.password.chooseIntro}
                </Text>
                <Text size="sm" fw={500}>
                  {email}
                </Text>
              </Stack>
              {errors.form && (
                <Alert color="red" variant="light" icon={<AlertCircle size={18} />} role="alert">
                  {errors.form}
                </Alert>
              )}
              <Stack gap="xs">
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  size="md"
                  toggleName="new password"
                  value={password}
                  error={errors.password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                {policy.data && <PasswordRequirements policy={policy.data} password={password} />}
              </Stack>
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                size="md"
                toggleName="confirmation"
                value={confirm}
                error={errors.confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
              />
              <Button type="submit" size="lg" loading={choose.isPending}>
                Save and continue
              </Button>
            </Stack>
          </form>
        </Paper>
        <Anchor
          component="button"
          type="button"
          c="white"
          size="sm"
          ta="center"
          onClick={() => void signOut()}
        >
          Sign out
        </Anchor>
      </Stack>
    </Center>
  );
}
