import { Center, Loader, Stack, Text } from '@mantine/core';

interface LoadingPanelProps {
  /** What is loading, e.g. SPEC.md's "Loading dashboard data...". */
  message?: string;
  /** Fill the viewport (while the app itself starts). */
  fullScreen?: boolean;
}

export function LoadingPanel({ message, fullScreen = false }: LoadingPanelProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" aria-hidden />
        <Text c="dimmed" size="sm">
          {message ?? 'Loading...'}
        </Text>
      </Stack>
    </Center>
  );
}
