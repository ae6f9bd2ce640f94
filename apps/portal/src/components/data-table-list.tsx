import type { Page } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps, type TableListQuery } from './data-table';
import { QueryState, type QueryLike } from './query-state';

export interface ListTableProps<T, Q extends TableListQuery> extends Omit<
  DataTableProps<T, Q>,
  'rows' | 'footer' | 'list'
> {
  /** The query of the list's current page. */
  result: QueryLike<Page<T>> & { isPlaceholderData: boolean };
  loadingMessage: string;
  errorMessage: string;
  list: NonNullable<DataTableProps<T, Q>['list']>;
  /** What the rows are, singular and plural: ['user', 'users']. */
  noun: [string, string];
  /** What an empty page shows (usually an EmptyList); the page's total tells why it is empty. */
  empty: (page: Page<T>) => ReactNode;
  /** Dim at once rather than fading while the next page loads (the settings page's lists). */
  instant?: boolean;
}

/** A server-paged list: loading and failure, the empty state, or the table with its paging. */
export function ListTable<T, Q extends TableListQuery>({
  result,
  loadingMessage,
  errorMessage,
  noun,
  empty,
  instant = false,
  ...table
}: ListTableProps<T, Q>) {
  return (
    <QueryState query={result} loadingMessage={loadingMessage} errorMessage={errorMessage}>
      {(data) =>
        data.items.length === 0 ? (
          empty(data)
        ) : (
          <DataTable
            {...table}
            rows={data.items}
            footer={{ data, noun, isPlaceholderData: result.isPlaceholderData, instant }}
          />
        )
      }
    </QueryState>
  );
}
