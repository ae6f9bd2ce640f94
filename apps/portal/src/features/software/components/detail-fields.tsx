import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Shown under the value, e.g. the exact time behind "3 days ago". */
  hint?: ReactNode;
}

/** Label-over-value pairs in a grid, as the users detail page shows its facts. */
export function DetailFields({ fields, cols = 2 }: { fields: DetailField[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
      {fields.map(({ label, value, hint }) => (
        <Stack key={label} gap={2}>
          <Text
            component="dt"
            size="xs"
            fw={600}
            c="dimmed"
            tt="uppercase"
            style={{ letterSpacing: '0.04em' }}
          >
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
            {value}
            {hint ? (
              <Text span display="block" size="xs" c="dimmed">
                {hint}
              </Text>
            ) : null}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
