import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a details grid: a small dimmed label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
