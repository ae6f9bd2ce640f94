import {
  Group,
  Table,
  UnstyledButton,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Header,
  type PaginationState,
  type Row,
  type RowData,
  type SortDirection,
  type SortingState,
  type Table as TableInstance,
  type TableOptions,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { PagedList, type PagedListProps } from './paged-list';

declare module '@tanstack/react-table' {
  // The parameters must stay as TanStack declares them for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Props of the column's heading cell: width, alignment, class. */
    th?: TableThProps;
    /** Props of the column's cells, the same for every row or worked out per row. */
    td?: TableTdProps | ((row: TData) => TableTdProps);
  }
}

export type SortOrder = 'asc' | 'desc';

/** The part of a list's state a table reads: its sort (where it has one) and its page. */
export interface TableListQuery {
  sort?: string;
  order?: SortOrder;
  page: number;
  pageSize: number;
}

/** A list's state and the way to change it, as useListParams (or useListState) gives them. */
export interface TableList<Q extends TableListQuery> {
  query: Q;
  /** Goes back to page 1 unless the change is the page itself. */
  update: (changes: Partial<Q>) => void;
}

/** The classes of the lists' headings, for a table that styles its heading cells itself. */
export const dataTableClasses = classes;

/** A heading that does not sort, in the same small capitals as the sortable ones. */
export function CapsHeading({ children }: { children: ReactNode }) {
  return <span className={classes.caps}>{children}</span>;
}

export interface DataTableProps<T, Q extends TableListQuery = TableListQuery> {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** Spacing, hover and layout of the Mantine table. */
  tableProps?: Omit<TableProps, 'children' | 'aria-label'>;
  /** Each row's own props: its test id, class, click. */
  rowProps?: (row: T, index: number) => TableTrProps & { 'data-testid'?: string };
  /** A row's details, shown in a row of their own under it while it is expanded. */
  renderExpanded?: (row: T) => ReactNode;
  /**
   * The list's state (the URL's, through useListParams): the table's sort and page are read from
   * it, and a click on a heading or the paging writes the change back. Columns sort only when
   * the state has a sort.
   */
  list?: TableList<Q>;
  /** The paging under the rows, for a list that the server pages; needs `list`. */
  footer?: Omit<PagedListProps, 'children' | 'onPage' | 'onPageSize'>;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** TanStack's sorting and paging state from the list's, and its changes written back. */
function listOptions<T, Q extends TableListQuery>({
  query,
  update,
}: TableList<Q>): Partial<TableOptions<T>> {
  const sorting: SortingState = query.sort
    ? [{ id: query.sort, desc: query.order === 'desc' }]
    : [];
  const pagination: PaginationState = { pageIndex: query.page - 1, pageSize: query.pageSize };
  return {
    state: { sorting, pagination },
    enableSorting: query.sort !== undefined,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) update({ sort: next.id, order: next.desc ? 'desc' : 'asc' } as Partial<Q>);
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      // A new page size starts again at page 1, as any change but the page does.
      if (next.pageSize !== pagination.pageSize) update({ pageSize: next.pageSize } as Partial<Q>);
      else update({ page: next.pageIndex + 1 } as Partial<Q>);
    },
  };
}

function useDataTable<T, Q extends TableListQuery>({
  columns,
  rows,
  getRowId,
  renderExpanded,
  list,
  footer,
}: DataTableProps<T, Q>): TableInstance<T> {
  // eslint-disable-next-line react-hooks/incompatible-library -- the portal does not use the React Compiler
  return useReactTable<T>({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    // The server sorts, filters and pages: the table shows the rows as they come.
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSorting: false,
    enableMultiSort: false,
    // A click on the sorted column turns its order round; it never goes back to unsorted.
    enableSortingRemoval: false,
    // A column starts A–Z unless its definition says `sortDescFirst` (dates: newest first).
    sortDescFirst: false,
    getRowCanExpand: () => renderExpanded !== undefined,
    ...(list ? listOptions<T, Q>(list) : {}),
    ...(footer ? { rowCount: footer.data.total } : {}),
  });
}

function SortIcon({ sorted }: { sorted: false | SortDirection }) {
  if (!sorted) return <ArrowUpDown size={14} aria-hidden className={classes.idle} />;
  return sorted === 'asc' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />;
}

/** A column heading: a button that sorts by the column where it sorts, else its label. */
function HeadingCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const th = column.columnDef.meta?.th;
  const label = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <Table.Th {...th}>{label}</Table.Th>;
  const sorted = column.getIsSorted();
  return (
    <Table.Th {...th} aria-sort={sorted ? ariaSort[sorted] : undefined}>
      <UnstyledButton
        className={`${classes.caps} ${classes.sort}`}
        onClick={column.getToggleSortingHandler()}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <SortIcon sorted={sorted} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A cell's content. The column's `cell` is called as a function rather than mounted as a
 * component (flexRender's way): a table that builds its columns on each render would otherwise
 * remount every cell each time, losing the focus and state inside them (the guides' move
 * buttons keep focus across a move). A `cell` therefore renders components, never calls hooks.
 */
function renderCell<T>(cell: Cell<T, unknown>): ReactNode {
  const content = cell.column.columnDef.cell;
  return typeof content === 'function' ? (content(cell.getContext()) as ReactNode) : content;
}

interface DataRowProps<T> extends Pick<DataTableProps<T>, 'rowProps' | 'renderExpanded'> {
  row: Row<T>;
}

/** One row's cells, and its details under it while it is expanded. */
function DataRow<T>({ row, rowProps, renderExpanded }: DataRowProps<T>) {
  const cells = row.getVisibleCells();
  return (
    <>
      <Table.Tr {...rowProps?.(row.original, row.index)}>
        {cells.map((cell) => {
          const td = cell.column.columnDef.meta?.td;
          return (
            <Table.Td key={cell.id} {...(typeof td === 'function' ? td(row.original) : td)}>
              {renderCell(cell)}
            </Table.Td>
          );
        })}
      </Table.Tr>
      {renderExpanded && row.getIsExpanded() ? (
        <Table.Tr>
          <Table.Td
            colSpan={cells.length}
            bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
          >
            {renderExpanded(row.original)}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

type TableViewProps<T> = Pick<
  DataTableProps<T>,
  'label' | 'minWidth' | 'tableProps' | 'rowProps' | 'renderExpanded'
> & { table: TableInstance<T> };

function TableView<T>({
  table,
  label,
  minWidth,
  tableProps,
  rowProps,
  renderExpanded,
}: TableViewProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps} aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeadingCell key={header.id} header={header} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <DataRow key={row.id} row={row} rowProps={rowProps} renderExpanded={renderExpanded} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A list's table on TanStack Table, drawn with Mantine's: headings (a sort button on the
 * columns that sort), the rows, and the paging under them when the list is paged.
 */
export function DataTable<T, Q extends TableListQuery = TableListQuery>(
  props: DataTableProps<T, Q>,
) {
  const table = useDataTable(props);
  const { footer } = props;
  const view = <TableView table={table} {...props} />;
  if (!footer) return view;
  return (
    <PagedList
      {...footer}
      onPage={(page) => table.setPageIndex(page - 1)}
      onPageSize={(pageSize) => table.setPageSize(pageSize)}
    >
      {view}
    </PagedList>
  );
}
