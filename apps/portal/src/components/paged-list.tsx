import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';

/** One page of a list as the API answers it. */
export interface ListPageData {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedListProps {
  data: ListPageData;
  /** What the rows are, singular and plural: ['user', 'users']. */
  noun: [string, string];
  /** The previous page is still showing while the next one loads. */
  isPlaceholderData: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Padding around the rows (card grids want it, tables do not). */
  p?: string;
  /** Dim at once rather than fading (the settings page's lists). */
  instant?: boolean;
  children: ReactNode;
}

/** A page of rows, dimmed while the next page loads, with the paging under it. */
export function PagedList({
  data,
  noun,
  isPlaceholderData,
  onPage,
  onPageSize,
  p,
  instant = false,
  children,
}: PagedListProps) {
  return (
    <>
      <Box
        {...(p === undefined ? {} : { p })}
        style={{
          opacity: isPlaceholderData ? 0.6 : 1,
          ...(instant ? {} : { transition: 'opacity 150ms' }),
        }}
        aria-busy={isPlaceholderData}
      >
        {children}
      </Box>
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
}
