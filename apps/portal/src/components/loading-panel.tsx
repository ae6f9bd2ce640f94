import { Center, Loader, Stack, Text } from '@mantine/core';

interface LoadingPanelProps {
  /**
   * What is loading, e.g. the product's "Loading dashboard data..." (docs/product.md#dashboard).
   */
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
