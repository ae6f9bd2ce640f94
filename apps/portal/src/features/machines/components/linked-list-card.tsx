import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@toolbox/domain';
import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingPanel } from '../../../components/loading-panel';

/** The page of a linked list the tab shows; kept on the tab, not in the URL. */
export function useTabPaging() {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    paging,
    onPage: (page: number) => setPaging((current) => ({ ...current, page })),
    onPageSize: (pageSize: number) => setPaging({ page: 1, pageSize }),
  };
}

interface LinkedListCardProps {
  title: string;
  /** The full list, filtered to this machine, on its own screen. */
  listLink: { to: string; label: string };
  /** What the list's answer is, as its query gives it. */
  result: {
    data?: { items: unknown[]; total: number; page: number; pageSize: number } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingMessage: string;
  failedMessage: string;
  emptyMessage: string;
  noun: [string, string];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The table, once there are rows. */
  children: ReactNode;
}

/** A tab's card around a list linked to the machine: title, link, states, table and paging. */
export function LinkedListCard({
  title,
  listLink,
  result: { data, isPending, isError, isFetching, refetch },
  loadingMessage,
  failedMessage,
  emptyMessage,
  noun,
  onPage,
  onPageSize,
  children,
}: LinkedListCardProps) {
  let body;
  if (isPending) body = <LoadingPanel message={loadingMessage} />;
  else if (isError || !data)
    body = (
      <ErrorPanel message={failedMessage} onRetry={() => void refetch()} isRetrying={isFetching} />
    );
  else if (data.items.length === 0)
    body = (
      <Text c="dimmed" size="sm" ta="center" py={48} px="md">
        {emptyMessage}
      </Text>
    );
  else
    body = (
      <>
        {children}
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          noun={noun}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      </>
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
