import { Button, Code, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { AlertOctagon, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullScreen, StopHeading } from './full-screen-notice';

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
    <FullScreen>
      <Stack align="center" gap="md" maw={520} ta="center">
        <StopHeading icon={AlertOctagon}>{messages.shell.unexpectedError}</StopHeading>
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
    </FullScreen>
  );
}
