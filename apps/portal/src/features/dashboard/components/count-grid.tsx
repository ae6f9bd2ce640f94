import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { NamedCount } from '@toolbox/domain';
import { SectionCard } from '../../../components/section-card';

interface CountGridProps {
  title: string;
  items: NamedCount[];
  /** "1 document" / "3 documents". */
  formatCount: (count: number) => string;
  emptyText: string;
}

/** A titled grid of names with counts (Document Categories, Machine Manufacturers). */
export function CountGrid({ title, items, formatCount, emptyText }: CountGridProps) {
  return (
    <SectionCard id={`${title.toLowerCase().replace(/\s+/g, '-')}-title`} title={title}>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" m={0} p={0}>
          {items.map((item) => (
            <Paper key={item.name} component="li" bg="gray.0" p="sm" style={{ listStyle: 'none' }}>
              <Text size="sm" fw={600} truncate="end">
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatCount(item.count)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
