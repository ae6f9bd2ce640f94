import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { GuideSearchHit, MachinesWithGuidesQuery } from '@toolbox/domain';
import { Link } from 'react-router';
import { OrDash, RowTitle } from '../../../components/data-table-cells';
import { ListTable, type ListTableProps } from '../../../components/data-table-list';
import { ErrorCodeBadges, SeverityBadge } from './guide-badges';
import { guideEditPath, machineGuidesPagePath } from './guide-paths';

const COLUMNS: ColumnDef<GuideSearchHit>[] = [
  {
    id: 'guide',
    header: 'Guide',
    meta: { td: { maw: 300 } },
    cell: ({
      row: {
        original: { guide, machine },
      },
    }) => (
      <RowTitle to={guideEditPath(machine.id, guide.id)} detail={guide.category}>
        {guide.title}
      </RowTitle>
    ),
  },
  {
    id: 'machine',
    header: 'Machine',
    meta: { td: { style: { whiteSpace: 'nowrap' } } },
    cell: ({
      row: {
        original: { machine },
      },
    }) => (
      <Anchor component={Link} to={machineGuidesPagePath(machine.id)} size="sm">
        {machine.manufacturer} {machine.model}
      </Anchor>
    ),
  },
  {
    id: 'symptom',
    header: 'Symptom',
    meta: { td: { maw: 320 } },
    cell: ({ row }) => <OrDash value={row.original.guide.symptom} lineClamp={2} />,
  },
  {
    id: 'errorCodes',
    header: 'Error codes',
    cell: ({ row }) => <ErrorCodeBadges codes={row.original.guide.errorCodes} />,
  },
  {
    id: 'severity',
    header: 'Severity',
    cell: ({ row }) => <SeverityBadge severity={row.original.guide.severity} />,
  },
];

type GuideSearchTableProps = Omit<
  ListTableProps<GuideSearchHit, MachinesWithGuidesQuery>,
  'noun' | 'label' | 'columns' | 'getRowId' | 'minWidth'
>;

/** Cross-machine search results: each guide with its machine, symptom and error codes; paged. */
export function GuideSearchTable(props: GuideSearchTableProps) {
  return (
    <ListTable
      {...props}
      noun={['guide', 'guides']}
      label="Guides found"
      columns={COLUMNS}
      getRowId={({ guide, machine }) => `${machine.id}/${guide.id}`}
      minWidth={820}
      tableProps={{ highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'md' }}
      rowProps={() => ({ 'data-testid': 'guide-search-row' })}
    />
  );
}
