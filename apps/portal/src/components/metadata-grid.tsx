import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MetadataItem {
  label: string;
  value: ReactNode;
}

/** The three-column metadata grid of SPEC.md §1 (one column on a phone, two on a tablet). */
export function MetadataGrid({ items }: { items: MetadataItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
      {items.map((item) => (
        <Stack key={item.label} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
            {item.value === '' || item.value === null || item.value === undefined
              ? '—'
              : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
