import { Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { LegalLinks } from '@/components/legal-links';
import { SignInForm } from './sign-in-form';

/**
 * Sign-in for engineers (the messages of docs/product.md#login-screen, #login-validation and
 * #login-errors).
 */
export function SignInScreen() {
  return (
    <Center mih="100dvh" p="md" bg="brand.8">
      <Stack w="100%" maw={420} gap="md">
        <Stack gap={4} c="white" ta="center">
          <Title order={1} fz={32}>
            Toolbox
          </Title>
          <Text c="brand.0">{messages.toolbox.tagline}</Text>
        </Stack>
        <SignInForm />
        <LegalLinks size="sm" color="white" gap="lg" />
      </Stack>
    </Center>
  );
}
