import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { SpecificationEntry } from '@toolbox/domain';
import { formatSpecificationValue } from '@toolbox/domain';

/** What an entry without a group is shown under. */
export const UNGROUPED = 'General';

/** Entries by group, groups and entries in the order first met (the order they were saved in). */
export function groupEntries<T extends { group: string }>(
  entries: readonly T[],
): { group: string; entries: T[] }[] {
  const groups = new Map<string, { group: string; entries: T[] }>();
  for (const entry of entries) {
    const name = entry.group.trim() || UNGROUPED;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { group: name, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface SpecificationGroupsProps {
  entries: readonly SpecificationEntry[];
  /** Groups side by side on wide screens. */
  columns?: number;
}

/** A machine's specifications: each group with its label: value unit lines. */
export function SpecificationGroups({ entries, columns = 2 }: SpecificationGroupsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg" verticalSpacing="md">
      {groupEntries(entries).map(({ group, entries: lines }) => (
        <Stack key={group} gap={4} component="section" aria-label={group}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {group}
          </Text>
          <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
            <Table.Tbody>
              {lines.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Th w="45%" fw={500} c="dimmed" fz="sm" scope="row">
                    {entry.label}
                  </Table.Th>
                  <Table.Td fz="sm" fw={600}>
                    {formatSpecificationValue(entry)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
