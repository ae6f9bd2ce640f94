import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { AlertTriangle, RotateCw } from 'lucide-react';

interface ErrorPanelProps {
  message: string;
  onRetry?: () => void;
  /** Disables the button while a retry is under way. */
  isRetrying?: boolean;
}

export function ErrorPanel({ message, onRetry, isRetrying = false }: ErrorPanelProps) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="red">
          <AlertTriangle size={24} aria-hidden />
        </ThemeIcon>
        <Text role="alert">{message}</Text>
        {onRetry ? (
          <Button
            variant="light"
            leftSection={<RotateCw size={16} aria-hidden />}
            onClick={onRetry}
            loading={isRetrying}
          >
            Retry
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}

/** A failure as one line with a Retry link, for a card within a page. */
export function InlineError({ message, onRetry, isRetrying = false }: ErrorPanelProps) {
  return (
    <Group gap="sm">
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onRetry} disabled={isRetrying}>
        Retry
      </Anchor>
    </Group>
  );
}
