import { ActionIcon, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Guide, MachinesWithGuidesQuery, MachineWithGuides } from '@toolbox/domain';
import { relativeAge } from '@toolbox/domain';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { DateText, OrDash, RowTitle } from '../../../components/data-table-cells';
import { ListTable, type ListTableProps } from '../../../components/data-table-list';
import { ErrorCodeBadges, SeverityBadge } from './guide-badges';
import { guideEditPath, machineGuidesPagePath } from './guide-paths';

/** The newest `updatedAt` of a machine's guides. */
const lastUpdated = (guides: readonly Guide[]) =>
  guides.reduce((newest, g) => (g.updatedAt > newest ? g.updatedAt : newest), '');

/** The distinct categories of a machine's guides, in guide order. */
const categoriesOf = (guides: readonly Guide[]) => [
  ...new Set(guides.map((g) => g.category).filter((c) => c !== '')),
];

const machineLabel = ({ machine }: MachineWithGuides) => `${machine.manufacturer} ${machine.model}`;

function GuideLines({ item }: { item: MachineWithGuides }) {
  return (
    <Stack gap={6} py={4} pl={44}>
      {item.guides.map((guide, index) => (
        <Group key={guide.id} gap="sm" wrap="nowrap" data-testid="machine-guide-line">
          <Text size="xs" c="dimmed" w={20} ta="right">
            {index + 1}.
          </Text>
          <Anchor component={Link} to={guideEditPath(item.machine.id, guide.id)} size="sm">
            {guide.title}
          </Anchor>
          <SeverityBadge severity={guide.severity} />
          {guide.errorCodes.length > 0 ? <ErrorCodeBadges codes={guide.errorCodes} /> : null}
        </Group>
      ))}
    </Stack>
  );
}

const COLUMNS: ColumnDef<MachineWithGuides>[] = [
  {
    id: 'toggle',
    meta: { th: { w: 44 } },
    cell: ({ row }) => {
      const open = row.getIsExpanded();
      return (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} guides of ${machineLabel(row.original)}`}
          onClick={row.getToggleExpandedHandler()}
        >
          {open ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
        </ActionIcon>
      );
    },
  },
  {
    id: 'machine',
    header: 'Machine',
    cell: ({ row: { original: item } }) => (
      <RowTitle to={machineGuidesPagePath(item.machine.id)}>{machineLabel(item)}</RowTitle>
    ),
  },
  {
    id: 'guides',
    header: 'Guides',
    cell: ({ row: { original: item } }) => (
      <Badge variant="light" color="brand">
        {item.guides.length} {item.guides.length === 1 ? 'guide' : 'guides'}
      </Badge>
    ),
  },
  {
    id: 'categories',
    header: 'Categories',
    cell: ({ row }) => (
      <OrDash value={categoriesOf(row.original.guides).join(', ')} lineClamp={2} />
    ),
  },
  {
    id: 'updated',
    header: 'Last updated',
    cell: ({ row }) => (
      <DateText
        date={lastUpdated(row.original.guides)}
        format={(updated) => (updated ? relativeAge(updated) : '—')}
      />
    ),
  },
];

type MachinesWithGuidesTableProps = Omit<
  ListTableProps<MachineWithGuides, MachinesWithGuidesQuery>,
  'noun' | 'label' | 'columns' | 'getRowId' | 'minWidth'
>;

/**
 * The machines that have guides: each with its guide count, categories and last change, a link
 * to its guides page, and a toggle that lists its guides in place. Paged.
 */
export function MachinesWithGuidesTable(props: MachinesWithGuidesTableProps) {
  return (
    <ListTable
      {...props}
      noun={['machine', 'machines']}
      label="Machines with guides"
      columns={COLUMNS}
      getRowId={(item) => item.machine.id}
      minWidth={720}
      tableProps={{ verticalSpacing: 'sm', horizontalSpacing: 'md' }}
      rowProps={() => ({ 'data-testid': 'machine-with-guides-row' })}
      renderExpanded={(item) => <GuideLines item={item} />}
    />
  );
}
