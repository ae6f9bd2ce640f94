import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@toolbox/domain';
import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/data-table-cells';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { useListState } from '../../../lib/use-list-params';

/** The page of a linked list the tab shows; kept on the tab, not in the URL. */
export function useTabPaging() {
  const { query: paging, update } = useListState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    paging,
    onPage: (page: number) => update({ page }),
    onPageSize: (pageSize: number) => update({ pageSize }),
  };
}

/** A linked item's Uploaded cell: how long ago, the exact time on hover. */
export function UploadedCell({ date }: { date: string }) {
  return (
    <Table.Td>
      <DateText date={date} />
    </Table.Td>
  );
}

interface LinkedListCardProps<T extends { id: string }> {
  /** The card's heading, also the accessible name of the card and of its table. */
  title: string;
  /** The full list, filtered to this machine, on its own screen. */
  listLink: { to: string; label: string };
  /** What the list's answer is, as its query gives it. */
  result: {
    data?: { items: T[]; total: number; page: number; pageSize: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    /** The previous page is still showing while the next one loads. */
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  loadingMessage: string;
  failedMessage: string;
  emptyMessage: string;
  noun: [string, string];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The table's column headings, in the order renderCells gives its cells. */
  columns: readonly string[];
  /** The data-testid of each row. */
  rowTestId: string;
  /** One row's cells (Table.Td elements). */
  renderCells: (item: T) => ReactNode;
}

/** A tab's card around a list linked to the machine: title, link, states, table and paging. */
export function LinkedListCard<T extends { id: string }>({
  title,
  listLink,
  result,
  loadingMessage,
  failedMessage,
  emptyMessage,
  noun,
  onPage,
  onPageSize,
  columns,
  rowTestId,
  renderCells,
}: LinkedListCardProps<T>) {
  const body = (
    <QueryState query={result} loadingMessage={loadingMessage} errorMessage={failedMessage}>
      {(data) =>
        data.items.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py={48} px="md">
            {emptyMessage}
          </Text>
        ) : (
          <PagedList
            data={data}
            noun={noun}
            isPlaceholderData={result.isPlaceholderData ?? false}
            onPage={onPage}
            onPageSize={onPageSize}
          >
            <Table.ScrollContainer minWidth={640}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                aria-label={title}
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id} data-testid={rowTestId}>
                      {renderCells(item)}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Card padding={0} component="section" aria-label={title}>
      <Stack gap={0}>
        <Group justify="space-between" p="md" gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Anchor component={Link} to={listLink.to} size="sm">
            <Group gap={4} wrap="nowrap">
              {listLink.label}
              <ArrowUpRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
