import { ActionIcon, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { CapsHeading, DataTable, type DataTableProps, type TableListQuery } from './data-table';

interface Fruit {
  id: string;
  name: string;
  kind: string;
  picked: string;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', kind: 'Pome', picked: '2024-05-01' },
  { id: 'b', name: 'Banana', kind: 'Berry', picked: '2024-05-03' },
];

const columns: ColumnDef<Fruit>[] = [
  { accessorKey: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'kind',
    header: () => <CapsHeading>Kind</CapsHeading>,
    meta: { td: (fruit) => ({ title: `${fruit.name} is a ${fruit.kind}` }) },
    cell: ({ row }) => row.original.kind,
  },
  {
    accessorKey: 'picked',
    header: 'Picked',
    sortDescFirst: true,
    cell: ({ row }) => row.original.picked,
  },
  {
    id: 'more',
    cell: ({ row }) => (
      <ActionIcon
        aria-label={`More about ${row.original.name}`}
        onClick={row.getToggleExpandedHandler()}
      >
        +
      </ActionIcon>
    ),
  },
];

type Query = TableListQuery & { sort: 'name' | 'picked' };

/** The props every table of these tests has. */
const fruitTable = {
  label: 'Fruit',
  rows: fruits,
  getRowId: (fruit: Fruit) => fruit.id,
  minWidth: 400,
  rowProps: () => ({ 'data-testid': 'fruit-row' }),
};

function renderTable(props: Partial<DataTableProps<Fruit, Query>> = {}) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <DataTable<Fruit, Query> {...fruitTable} columns={columns} {...props} />,
      },
    ],
    { initialEntries: ['/'] },
  );
}

const listOf = (query: Partial<Query>, update = vi.fn()) => ({
  query: { sort: 'picked', order: 'desc', page: 2, pageSize: 25, ...query } as Query,
  update,
});

describe('DataTable', () => {
  it('draws the headings and a row per item, with per-row cell props', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Kind', 'Picked', '']);
    const rows = screen.getAllByTestId('fruit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Berry')).toHaveAttribute('title', 'Banana is a Berry');
    // Without a list state nothing sorts.
    expect(within(table).queryByRole('button', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it('marks the sorted column and writes a new sort back to the list', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    renderTable({ list: listOf({}, update) });
    const picked = screen.getByRole('columnheader', { name: 'Picked' });
    expect(picked).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    // Columns without an accessor do not sort.
    expect(screen.queryByRole('button', { name: 'Kind' })).not.toBeInTheDocument();

    // The sorted column turns round; another starts in its own first order.
    await user.click(within(picked).getByRole('button'));
    expect(update).toHaveBeenLastCalledWith({ sort: 'picked', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(update).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' });
  });

  it('starts a date column newest first and turns an ascending sort round', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    renderTable({ list: listOf({ sort: 'name', order: 'asc' }, update) });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Picked' }));
    expect(update).toHaveBeenLastCalledWith({ sort: 'picked', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(update).toHaveBeenLastCalledWith({ sort: 'name', order: 'desc' });
  });

  it('pages through the list: a page, or a new page size from page 1', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    renderTable({
      list: listOf({}, update),
      footer: {
        data: { items: fruits, page: 2, pageSize: 25, total: 60 },
        noun: ['fruit', 'fruits'],
        isPlaceholderData: false,
      },
    });
    expect(screen.getByText('Showing 26–27 of 60 fruits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(update).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(update).toHaveBeenLastCalledWith({ pageSize: 50 });
  });

  it('shows a row’s details under it while it is expanded', async () => {
    const user = userEvent.setup();
    renderTable({ renderExpanded: (fruit) => <p>All about {fruit.name}</p> });
    expect(screen.queryByText('All about Apple')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More about Apple' }));
    const details = screen.getByText('All about Apple').closest('td')!;
    expect(details).toHaveAttribute('colspan', '4');
    await user.click(screen.getByRole('button', { name: 'More about Apple' }));
    expect(screen.queryByText('All about Apple')).not.toBeInTheDocument();
  });

  it('keeps a cell (and the focus in it) when the columns are built again on a render', async () => {
    const user = userEvent.setup();
    function Counting() {
      const [count, setCount] = useState(0);
      const counted: ColumnDef<Fruit>[] = [
        {
          id: 'count',
          header: 'Count',
          cell: ({ row }) => (
            <Button onClick={() => setCount(count + 1)}>
              {row.original.name} {count}
            </Button>
          ),
        },
      ];
      return <DataTable {...fruitTable} columns={counted} />;
    }
    renderRoutes([{ path: '/', element: <Counting /> }], { initialEntries: ['/'] });
    await user.click(screen.getByRole('button', { name: 'Apple 0' }));
    expect(screen.getByRole('button', { name: 'Apple 1' })).toHaveFocus();
  });
});
