import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useRouteError } from 'react-router';

/** The router's error element: the product's heading (docs/product.md#error-view) and a way out. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz="h3">
          {messages.shell.unexpectedError}
        </Title>
        <Text c="dimmed">
          Something went wrong while showing this page. Reloading usually fixes it.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
