import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record's details grid. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
