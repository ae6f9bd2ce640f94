import { Anchor, Badge, Code, Table, Text, Tooltip } from '@mantine/core';
import type { MachineListItem } from '@toolbox/domain';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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

function CountCell({ value }: { value: number }) {
  return (
    <Table.Td ta="right">
      <Text
        size="sm"
        c={value === 0 ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Table.Td>
  );
}

/**
 * The catalogue as a table, in the order given (by manufacturer): the model links to the
 * machine's page, and a click anywhere else on the row opens it too.
 */
export function MachineCatalogueTable({ machines }: { machines: readonly MachineListItem[] }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // The model's own link (or a selection being made) is left to do its job.
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(machineDetailPath(id));
  };
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label="Machines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.head}>Manufacturer</Table.Th>
            <Table.Th className={classes.head}>Model</Table.Th>
            <Table.Th className={classes.head}>ID</Table.Th>
            <Table.Th className={classes.head}>Category</Table.Th>
            {COUNT_COLUMNS.map(({ key, short, full }) => (
              <Table.Th key={key} ta="right" className={classes.head}>
                <Tooltip label={full} withArrow>
                  <abbr title={full} className={classes.abbr}>
                    {short}
                  </abbr>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {machines.map((machine, index) => {
            const firstOfMaker =
              index === 0 ||
              machines[index - 1]!.manufacturer.toLowerCase() !==
                machine.manufacturer.toLowerCase();
            return (
              <Table.Tr
                key={machine.id}
                data-testid="machine-row"
                className={
                  firstOfMaker && index > 0 ? `${classes.row} ${classes.group}` : classes.row
                }
                onClick={(event) => open(event, machine.id)}
              >
                <Table.Td>
                  <Text
                    size="sm"
                    fw={firstOfMaker ? 600 : 400}
                    c={firstOfMaker ? undefined : 'dimmed'}
                  >
                    {machine.manufacturer}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={machineDetailPath(machine.id)}
                    fw={600}
                    size="sm"
                    c="var(--mantine-color-text)"
                  >
                    {machine.model}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
                    {machine.id}
                  </Code>
                </Table.Td>
                <Table.Td>
                  {machine.category ? (
                    <Badge variant="light" color="gray" radius="sm" tt="none" fw={500}>
                      {machine.category}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                {COUNT_COLUMNS.map(({ key }) => (
                  <CountCell key={key} value={machine.counts[key]} />
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
