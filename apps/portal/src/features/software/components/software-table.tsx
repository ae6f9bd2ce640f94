import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { Machine, SoftwareItem, SoftwareListQuery } from '@toolbox/domain';
import { formatFileSize, relativeAge } from '@toolbox/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { MachineBadges } from './machine-badges';
import classes from './software-table.module.css';
import { VersionText } from './version-badge';

type SortField = SoftwareListQuery['sort'];
type Order = SoftwareListQuery['order'];

interface SoftwareTableProps {
  items: SoftwareItem[];
  machines: readonly Machine[] | undefined;
  sort: SortField;
  order: Order;
  onSort: (field: SortField) => void;
}

function SortIcon({ active, order }: { active: boolean; order: Order }) {
  if (!active) return <ArrowUpDown size={14} aria-hidden className={classes.idle} />;
  return order === 'asc' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />;
}

function SortableTh({
  field,
  label,
  sort,
  order,
  onSort,
}: { field: SortField; label: string } & Pick<SoftwareTableProps, 'sort' | 'order' | 'onSort'>) {
  const active = sort === field;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sort} onClick={() => onSort(field)}>
        <Group gap={4} wrap="nowrap">
          {label}
          <SortIcon active={active} order={order} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const PlainTh = ({ label }: { label: string }) => (
  <Table.Th>
    <span className={classes.plain}>{label}</span>
  </Table.Th>
);

/** The /software table: name, category, version, machines, size, uploaded; three sortable columns. */
export function SoftwareTable({ items, machines, sort, order, onSort }: SoftwareTableProps) {
  const sortProps = { sort, order, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Software">
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="name" label="Name" {...sortProps} />
            <PlainTh label="Category" />
            <SortableTh field="version" label="Version" {...sortProps} />
            <PlainTh label="Machines" />
            <PlainTh label="Size" />
            <SortableTh field="uploadDate" label="Uploaded" {...sortProps} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((software) => (
            <Table.Tr key={software.id} data-testid="software-row">
              <Table.Td maw={320}>
                <Anchor
                  component={Link}
                  to={`/software/${encodeURIComponent(software.id)}`}
                  fw={600}
                  size="sm"
                  c="var(--mantine-color-text)"
                >
                  {software.name}
                </Anchor>
                {software.author ? (
                  <Text size="xs" c="dimmed" truncate>
                    {software.author}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{software.category}</Text>
              </Table.Td>
              <Table.Td>
                <VersionText software={software} />
              </Table.Td>
              <Table.Td>
                <MachineBadges ids={software.machineIds} machines={machines} max={2} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(software.fileSizeKB)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  title={formatDateTime(software.uploadDate)}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {relativeAge(software.uploadDate)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
