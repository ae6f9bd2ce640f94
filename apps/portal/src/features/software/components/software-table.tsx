import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { MachineName, SoftwareListItem, SoftwareListQuery } from '@toolbox/domain';
import { formatFileSize, messages } from '@toolbox/domain';
import { useMemo } from 'react';
import { CapsHeading } from '../../../components/data-table';
import { DateText, RowTitle } from '../../../components/data-table-cells';
import { ListTable, type ListTableProps } from '../../../components/data-table-list';
import { firstOrder } from './list-params';
import { MachineBadges } from './machine-badges';
import { VersionText } from './version-badge';

type Machines = readonly MachineName[] | undefined;

/** A sortable column: names start A–Z, versions and uploads newest first. */
const sortsFrom = (field: SoftwareListQuery['sort']) => ({
  accessorKey: field,
  sortDescFirst: firstOrder(field) === 'desc',
});

function softwareColumns(machines: Machines): ColumnDef<SoftwareListItem>[] {
  return [
    {
      ...sortsFrom('name'),
      header: 'Name',
      meta: { td: { maw: 320 } },
      cell: ({ row: { original: software } }) => (
        <RowTitle
          to={`/software/${encodeURIComponent(software.id)}`}
          detail={software.author}
          detailProps={{ truncate: true }}
        >
          {software.name}
        </RowTitle>
      ),
    },
    {
      id: 'category',
      header: () => <CapsHeading>Category</CapsHeading>,
      cell: ({ row }) => <Text size="sm">{row.original.category}</Text>,
    },
    {
      ...sortsFrom('version'),
      header: 'Version',
      cell: ({ row }) => <VersionText software={row.original} />,
    },
    {
      id: 'machines',
      header: () => <CapsHeading>Machines</CapsHeading>,
      cell: ({ row }) => (
        <MachineBadges ids={row.original.machineIds} machines={machines} max={2} />
      ),
    },
    {
      id: 'size',
      header: () => <CapsHeading>Size</CapsHeading>,
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatFileSize(row.original.fileSizeKB)}
        </Text>
      ),
    },
    {
      ...sortsFrom('uploadDate'),
      header: 'Uploaded',
      cell: ({ row }) => <DateText date={row.original.uploadDate} />,
    },
  ];
}

type SoftwareTableProps = Pick<
  ListTableProps<SoftwareListItem, SoftwareListQuery>,
  'result' | 'list' | 'empty'
> & { machines: Machines };

/** The /software table: name, category, version, machines, size, uploaded; three sortable columns. */
export function SoftwareTable({ machines, ...list }: SoftwareTableProps) {
  const columns = useMemo(() => softwareColumns(machines), [machines]);
  return (
    <ListTable
      {...list}
      loadingMessage={messages.software.listLoading}
      errorMessage={messages.software.listFailed}
      noun={['package', 'packages']}
      label="Software"
      columns={columns}
      getRowId={(software) => software.id}
      minWidth={900}
      tableProps={{ highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'md' }}
      rowProps={() => ({ 'data-testid': 'software-row' })}
    />
  );
}
