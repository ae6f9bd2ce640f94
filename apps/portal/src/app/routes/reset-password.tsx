// Mantine's whole sheet, in its cascade layer (the first page loads only its own share).
import '@mantine/core/styles.layer.css';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** Public: where the password reset email's link leads. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg" align="center">
        <BrandMark subtitle="Admin portal" />
        <Paper withBorder shadow="sm" p="xl" w="100%">
          <Stack gap={4} mb="lg">
            <Title order={1} fz="h2">
              Set a new password
            </Title>
            <Text c="dimmed" size="sm">
              Choose the password you will sign in with from now on.
            </Text>
          </Stack>
          <ResetPasswordForm token={token} />
        </Paper>
        <Anchor component={Link} to="/login" size="sm" c="dimmed">
          Back to sign in
        </Anchor>
      </Stack>
    </Center>
  );
}
