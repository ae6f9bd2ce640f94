import { Badge, Code, Text, Tooltip, type TableTrProps } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { MachineListItem } from '@toolbox/domain';
import type { MouseEvent } from 'react';
import { dataTableClasses } from '../../../components/data-table';
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
export function firstsOfMaker(machines: readonly MachineListItem[]): ReadonlySet<string> {
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

/** The catalogue's columns; `firsts` (firstsOfMaker) start each manufacturer's rows. */
export function catalogueColumns(firsts: ReadonlySet<string>): ColumnDef<MachineListItem>[] {
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
 * Each row's props: the first machine of a manufacturer after the first gets a firmer line above
 * it, and a click anywhere on the row but the model's link (or while selecting text) opens the
 * machine's page.
 */
export function machineRowProps(
  firsts: ReadonlySet<string>,
  navigate: (path: string) => void,
): (machine: MachineListItem, index: number) => TableTrProps & { 'data-testid': string } {
  return (machine, index) => ({
    'data-testid': 'machine-row',
    className:
      firsts.has(machine.id) && index > 0 ? `${classes.row} ${classes.group}` : classes.row,
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if ((event.target as HTMLElement).closest('a, button')) return;
      if (window.getSelection()?.toString()) return;
      navigate(machineDetailPath(machine.id));
    },
  });
}
