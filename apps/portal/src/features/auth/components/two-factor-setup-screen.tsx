import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useLogout } from '../../../lib/auth/use-logout';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * What an administrator sees while administrators must use two-factor sign-in and they have not
 * set it up (decision 030): setting it up, or signing out.
 */
export function TwoFactorSetupScreen({ email, onDone }: { email: string; onDone: () => void }) {
  const logout = useLogout();
  return (
    <Center mih="100vh" p="md">
      <Card withBorder padding="xl" radius="md" maw={560} w="100%" component="main">
        <Stack gap="md">
          <Title order={1} fz="h3">
            Set up two-factor sign-in
          </Title>
          <Text size="sm">{messages.twoFactor.setupRequired}</Text>
          <Text size="sm" c="dimmed">
            Signed in as {email}.
          </Text>
          {/* Once the codes were kept, the session (asked again) shows it is on: the portal opens. */}
          <TwoFactorSetup onDone={onDone} />
          <Button
            variant="subtle"
            onClick={() => void logout()}
            style={{ alignSelf: 'flex-start' }}
          >
            Sign out
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
