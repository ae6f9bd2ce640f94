import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { BrandMark } from '../../../components/brand-mark';
import { useLogout } from '../../../lib/auth/use-logout';
import { useChoosePassword } from '../api/choose-password';
import { NewPasswordForm } from './new-password-form';

/**
 * Shown instead of every protected screen while the signed-in user has a temporary password
 * (docs/product.md#account-recovery): they choose their own, then carry on where they were.
 */
export function ChoosePasswordScreen({ email }: { email: string }) {
  const choose = useChoosePassword();
  const logout = useLogout();

  const submit = async (password: string) => {
    await choose.mutateAsync(password);
    toast.success(messages.password.chosen);
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
          <NewPasswordForm
            onSubmit={submit}
            submitLabel="Save and continue"
            toggleName="new password"
          />
        </Paper>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void logout()}>
          Sign out
        </Anchor>
      </Stack>
    </Center>
  );
}
