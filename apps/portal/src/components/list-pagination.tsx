import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';

const PAGE_SIZES = ['10', '25', '50', '100'];

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  /** What the rows are, singular and plural: ['user', 'users']. */
  noun: [string, string];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "Showing 1–25 of 60 users", the rows-per-page choice and the page buttons under a list. */
export function ListPagination({
  page,
  pageSize,
  total,
  shown,
  noun,
  onPage,
  onPageSize,
}: ListPaginationProps) {
  const sizeId = useId();
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <Group justify="space-between" p="md" gap="md" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total} {total === 1 ? noun[0] : noun[1]}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
            Rows per page
          </Text>
          <Select
            id={sizeId}
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(size) => onPageSize(Number(size ?? pageSize))}
            allowDeselect={false}
            w={80}
            size="xs"
          />
        </Group>
        <Pagination
          total={Math.max(1, Math.ceil(total / pageSize))}
          value={page}
          onChange={onPage}
          size="sm"
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? 'Next page' : 'Previous page',
          })}
        />
      </Group>
    </Group>
  );
}
