import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { NamedCount } from '@toolbox/domain';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import classes from './count-grid.module.css';

interface CountGridProps {
  title: string;
  items: NamedCount[];
  /** "1 document" / "3 documents". */
  formatCount: (count: number) => string;
  emptyText: string;
  /** Where a tile leads: the list filtered by its name (issue #17 item 10). */
  hrefFor: (name: string) => string;
}

/** A titled grid of names with counts (Document Categories, Machine Manufacturers). */
export function CountGrid({ title, items, formatCount, emptyText, hrefFor }: CountGridProps) {
  return (
    <SectionCard id={`${title.toLowerCase().replace(/\s+/g, '-')}-title`} title={title}>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" m={0} p={0}>
          {items.map((item) => (
            <li key={item.name} style={{ listStyle: 'none' }}>
              <Paper
                component={Link}
                to={hrefFor(item.name)}
                className={classes.tile}
                bg="gray.0"
                p="sm"
                display="block"
              >
                <Text size="sm" fw={600} truncate="end">
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCount(item.count)}
                </Text>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
