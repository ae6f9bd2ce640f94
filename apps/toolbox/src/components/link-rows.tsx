import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's rows (ListLink, DocumentLink, …), or, when it has none, the line that says so. */
export function LinkRows({
  count,
  empty,
  children,
}: {
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (count === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return <Stack gap="xs">{children}</Stack>;
}
