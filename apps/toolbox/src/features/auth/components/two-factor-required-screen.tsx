import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useSignOut } from '@/lib/sign-out';

/**
 * Shown instead of the toolbox to an administrator who must set up two-factor sign-in and has not
 * (decision 030): it is set up in the portal's settings; until then the server refuses the rest.
 */
export function TwoFactorRequiredScreen({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <Center mih="100dvh" p="md" bg="brand.8">
      <Paper p="lg" radius="lg" shadow="md" w="100%" maw={420} component="main">
        <Stack gap="md">
          <Title order={1} fz="h3">
            Set up two-factor sign-in
          </Title>
          <Text size="sm">{messages.twoFactor.setupRequired}</Text>
          <Text size="sm" c="dimmed">
            Signed in as {email}.
          </Text>
          <Anchor href="/settings?tab=account" fw={600}>
            Set it up in the portal
          </Anchor>
          <Button variant="default" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
