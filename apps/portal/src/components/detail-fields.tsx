import type { SimpleGridProps } from '@mantine/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

export interface DetailField {
  label: string;
  /** An empty value (empty text, null, undefined) shows as a dash. */
  value: ReactNode;
  /** Shown under the value, e.g. the exact time behind "3 days ago". */
  hint?: ReactNode;
}

interface DetailFieldsProps {
  fields: DetailField[];
  /** Columns from the xs breakpoint up (one below it), or a responsive value of its own. */
  cols?: number | SimpleGridProps['cols'];
}

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

/**
 * Label-over-value pairs in a grid: the detail pages (documents, software, users) show their
 * facts with it.
 */
export function DetailFields({ fields, cols = 2 }: DetailFieldsProps) {
  return (
    <SimpleGrid
      cols={typeof cols === 'number' ? { base: 1, xs: cols } : cols}
      spacing="lg"
      verticalSpacing="md"
      component="dl"
      m={0}
    >
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
            {isEmpty(value) ? '—' : value}
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

interface DetailFieldsCardProps extends DetailFieldsProps {
  /** The heading's id, which names the card's region. */
  id: string;
  title: string;
  /** At the far right of the title. */
  aside?: ReactNode;
}

/** A titled card of detail fields, as tall as the card beside it. */
export function DetailFieldsCard({ id, title, aside, ...fields }: DetailFieldsCardProps) {
  return (
    <SectionCard id={id} title={title} aside={aside} h="100%">
      <DetailFields {...fields} />
    </SectionCard>
  );
}
