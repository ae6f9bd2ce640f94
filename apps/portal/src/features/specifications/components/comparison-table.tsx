import { Table, Text } from '@mantine/core';
import type { MachineSpecifications } from '@toolbox/domain';
import { compareSpecifications } from '@toolbox/domain';
import { Fragment } from 'react';
import { groupEntries } from './specification-groups';
import { machineName } from './specification-paths';
import classes from './specifications.module.css';

type Row = ReturnType<typeof compareSpecifications>[number];

/** Whether the machines' values differ (a value one machine lacks counts as a difference). */
export const differs = (row: Row) =>
  new Set(row.values.map((v) => v.trim().toLowerCase())).size > 1;

interface ComparisonTableProps {
  machines: readonly MachineSpecifications[];
  /** Leave out rows where every machine has the same value. */
  onlyDifferences: boolean;
}

/** Machines side by side: one column each, one row per group/label any of them has. */
export function ComparisonTable({ machines, onlyDifferences }: ComparisonTableProps) {
  const rows = compareSpecifications(machines).filter((row) => !onlyDifferences || differs(row));
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md">
        {onlyDifferences
          ? 'These machines have the same values everywhere.'
          : 'None of these machines has specifications yet.'}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={240 + machines.length * 180}>
      <Table
        withColumnBorders
        verticalSpacing={6}
        aria-label="Specification comparison"
        data-testid="comparison-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={240}>Specification</Table.Th>
            {machines.map(({ machine }) => (
              <Table.Th key={machine.id} scope="col">
                {machineName(machine)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupEntries(rows).map(({ group, entries }) => (
            <Fragment key={group}>
              <Table.Tr className={classes.groupRow}>
                <Table.Th colSpan={machines.length + 1} scope="colgroup">
                  {group}
                </Table.Th>
              </Table.Tr>
              {entries.map((row) => {
                const different = differs(row);
                return (
                  <Table.Tr
                    key={`${row.group}\u0000${row.label}`}
                    className={classes.compareRow}
                    data-differs={different || undefined}
                  >
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    {row.values.map((value, column) => (
                      <Table.Td key={machines[column]?.machine.id ?? column}>
                        {value || (
                          <Text span c="dimmed" aria-label="Not specified">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
