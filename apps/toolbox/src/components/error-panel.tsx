import { Alert, Button, Stack, Text } from '@mantine/core';
import { isApiError } from '@toolbox/client/http';
import { messages } from '@toolbox/domain';
import { AlertTriangle } from 'lucide-react';

/** Why a page could not load, in the engineer's terms: offline and not kept, or a failure. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const offline = !navigator.onLine || (isApiError(error) && error.status === 0);
  const notFound = isApiError(error) && error.status === 404;
  const text = offline
    ? messages.toolbox.offlineNotKept
    : notFound
      ? error.message
      : messages.toolbox.loadFailed;
  return (
    <Alert color={offline ? 'yellow' : 'red'} icon={<AlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry && !notFound && (
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
