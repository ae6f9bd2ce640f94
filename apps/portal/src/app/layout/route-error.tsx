import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { AlertOctagon, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error element: the product's heading (docs/product.md#error-view), a plain
 * explanation and a way out.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <AlertOctagon size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {messages.shell.unexpectedError}
        </Title>
        <Text c="dimmed">
          Something went wrong while showing this page. Reloading usually fixes it; if it keeps
          happening, tell your administrator what you were doing.
        </Text>
        <Code block w="100%" ta="left" c="dimmed">
          {describe(error)}
        </Code>
        <Button
          leftSection={<RotateCw size={16} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          Reload page
        </Button>
      </Stack>
    </Center>
  );
}
