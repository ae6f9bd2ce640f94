import { Center, Loader, Stack, Text } from '@mantine/core';

/** A spinner with a line of text while a page's data arrives. */
export function LoadingPanel({ message = 'Loading…' }: { message?: string }) {
  return (
    <Center py="xl" aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}

/** The whole screen's spinner while the app itself loads (the session, the shell). */
export function FullScreenLoader() {
  return (
    <Center mih="100dvh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
