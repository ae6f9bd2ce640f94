import { Button, Card, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PARTS_PATH } from './diagram-paths';

/** A diagram or machine that does not exist (any more), and the way back to the list. */
export function NotFoundPanel({ message }: { message: string }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <FileQuestion size={24} aria-hidden />
        </ThemeIcon>
        <Text role="alert">{message}</Text>
        <Button
          component={Link}
          to={PARTS_PATH}
          variant="light"
          leftSection={<ArrowLeft size={16} aria-hidden />}
        >
          Back to part diagrams
        </Button>
      </Stack>
    </Center>
  );
}

interface LoadFailedProps {
  error: unknown;
  /** What failed to load, for the retry message. */
  what: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * A failed load: a 404 says what is missing in the server's words (Part diagram not found, or
 * Machine not found), anything else offers a retry.
 */
export function DiagramLoadFailed({ error, what, onRetry, isRetrying }: LoadFailedProps) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Card>
      {notFound ? (
        <NotFoundPanel
          message={error.hasServerMessage ? error.message : messages.partDiagram.notFound}
        />
      ) : (
        <ErrorPanel
          message={`Failed to load ${what}. Please try again.`}
          onRetry={onRetry}
          isRetrying={isRetrying}
        />
      )}
    </Card>
  );
}
