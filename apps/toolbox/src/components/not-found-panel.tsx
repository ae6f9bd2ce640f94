import { Button, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@toolbox/client/http';
import { messages } from '@toolbox/domain';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from './error-panel';

/**
 * A screen for an id the catalogue does not hold, never created or deleted since: the data
 * layer's own message as the page's heading, and a way back. The same online and offline: a kept
 * answer that lacks the id says as much as the server's 404.
 */
export function NotFoundPanel({
  message,
  back,
}: {
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <Stack gap="md" align="flex-start" data-testid="not-found">
      {/* An id has no spaces to wrap at: it breaks anywhere rather than widen a narrow phone. */}
      <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Title>
      <Text c="dimmed">{messages.toolbox.notFoundDetail}</Text>
      <Button component={Link} to={back.to} variant="light" leftSection={<ArrowLeft size={18} />}>
        {back.label}
      </Button>
    </Stack>
  );
}

/**
 * Why a screen's own record could not be shown: the server's 404 (its message, "Machine not
 * found", "Document not found", …) as a not-found screen with `back`, anything else as a failure.
 */
export function PageError({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  if (isApiError(error) && error.status === 404)
    return <NotFoundPanel message={error.message} back={back} />;
  return <ErrorPanel error={error} onRetry={onRetry} />;
}
