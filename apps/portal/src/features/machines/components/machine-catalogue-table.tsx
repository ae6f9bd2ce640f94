import { Badge, Code, Text, Tooltip } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { MachineListItem } from '@toolbox/domain';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, dataTableClasses } from '../../../components/data-table';
import { RowTitle } from '../../../components/data-table-cells';
import { machineDetailPath } from './machine-paths';
import classes from './machine-catalogue-table.module.css';

type Counts = MachineListItem['counts'];

/** The count columns: short header, full name for the tooltip and screen readers. */
const COUNT_COLUMNS: { key: keyof Counts; short: string; full: string }[] = [
  { key: 'troubleshootingGuides', short: 'Guides', full: 'Troubleshooting guides' },
  { key: 'partDiagrams', short: 'Diagrams', full: 'Part diagrams' },
  { key: 'specifications', short: 'Specs', full: 'Specifications' },
  { key: 'documents', short: 'Docs', full: 'Linked documents' },
  { key: 'software', short: 'Software', full: 'Linked software packages' },
];

const head = { className: `${dataTableClasses.caps} ${classes.head}` };

/** The ids of the machines that start a manufacturer, in the order given. */
function firstsOfMaker(machines: readonly MachineListItem[]): ReadonlySet<string> {
  const makers = machines.map((machine) => machine.manufacturer.toLowerCase());
  return new Set(
    machines
      .filter((_, index) => index === 0 || makers[index - 1] !== makers[index])
      .map((m) => m.id),
  );
}

function countColumn({
  key,
  short,
  full,
}: (typeof COUNT_COLUMNS)[number]): ColumnDef<MachineListItem> {
  return {
    id: key,
    header: () => (
      <Tooltip label={full} withArrow>
        <abbr title={full} className={classes.abbr}>
          {short}
        </abbr>
      </Tooltip>
    ),
    meta: { th: { ...head, ta: 'right' }, td: { ta: 'right' } },
    cell: ({ row }) => {
      const value = row.original.counts[key];
      return (
        <Text
          size="sm"
          c={value === 0 ? 'dimmed' : undefined}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Text>
      );
    },
  };
}

function catalogueColumns(firsts: ReadonlySet<string>): ColumnDef<MachineListItem>[] {
  return [
    {
      id: 'manufacturer',
      header: 'Manufacturer',
      meta: { th: head },
      cell: ({ row: { original: machine } }) => {
        const first = firsts.has(machine.id);
        return (
          <Text size="sm" fw={first ? 600 : 400} c={first ? undefined : 'dimmed'}>
            {machine.manufacturer}
          </Text>
        );
      },
    },
    {
      id: 'model',
      header: 'Model',
      meta: { th: head },
      cell: ({ row }) => (
        <RowTitle to={machineDetailPath(row.original.id)}>{row.original.model}</RowTitle>
      ),
    },
    {
      id: 'id',
      header: 'ID',
      meta: { th: head },
      cell: ({ row }) => (
        <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
          {row.original.id}
        </Code>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      meta: { th: head },
      cell: ({ row: { original: machine } }) =>
        machine.category ? (
          <Badge variant="light" color="gray" radius="sm" tt="none" fw={500}>
            {machine.category}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    ...COUNT_COLUMNS.map(countColumn),
  ];
}

/**
 * The catalogue as a table, in the order given (by manufacturer): the model links to the
 * machine's page, and a click anywhere else on the row opens it too.
 */
export function MachineCatalogueTable({ machines }: { machines: MachineListItem[] }) {
  const navigate = useNavigate();
  const firsts = useMemo(() => firstsOfMaker(machines), [machines]);
  const columns = useMemo(() => catalogueColumns(firsts), [firsts]);
  const open = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // The model's own link (or a selection being made) is left to do its job.
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(machineDetailPath(id));
  };
  return (
    <DataTable
      label="Machines"
      columns={columns}
      rows={machines}
      getRowId={(machine) => machine.id}
      minWidth={840}
      tableProps={{ highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'sm' }}
      rowProps={(machine, index) => ({
        'data-testid': 'machine-row',
        className:
          firsts.has(machine.id) && index > 0 ? `${classes.row} ${classes.group}` : classes.row,
        onClick: (event) => open(event, machine.id),
      })}
    />
  );
}
