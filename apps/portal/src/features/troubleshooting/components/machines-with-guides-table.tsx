import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Guide, MachineWithGuides } from '@toolbox/domain';
import { relativeAge } from '@toolbox/domain';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { ErrorCodeBadges, SeverityBadge } from './guide-badges';
import { guideEditPath, machineGuidesPagePath } from './guide-paths';

/** The newest `updatedAt` of a machine's guides. */
const lastUpdated = (guides: readonly Guide[]) =>
  guides.reduce((newest, g) => (g.updatedAt > newest ? g.updatedAt : newest), '');

/** The distinct categories of a machine's guides, in guide order. */
const categoriesOf = (guides: readonly Guide[]) => [
  ...new Set(guides.map((g) => g.category).filter((c) => c !== '')),
];

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

/**
 * The machines that have guides: each with its guide count, categories and last change, a link
 * to its guides page, and a toggle that lists its guides in place.
 */
export function MachinesWithGuidesTable({ items }: { items: MachineWithGuides[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Machines with guides">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} />
            <Table.Th>Machine</Table.Th>
            <Table.Th>Guides</Table.Th>
            <Table.Th>Categories</Table.Th>
            <Table.Th>Last updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const { machine, guides } = item;
            const label = `${machine.manufacturer} ${machine.model}`;
            const open = expanded.has(machine.id);
            const updated = lastUpdated(guides);
            const categories = categoriesOf(guides);
            return (
              <Fragment key={machine.id}>
                <Table.Tr data-testid="machine-with-guides-row">
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={open}
                      aria-label={`${open ? 'Hide' : 'Show'} guides of ${label}`}
                      onClick={() => toggle(machine.id)}
                    >
                      {open ? (
                        <ChevronDown size={16} aria-hidden />
                      ) : (
                        <ChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={machineGuidesPagePath(machine.id)}
                      fw={600}
                      size="sm"
                      c="var(--mantine-color-text)"
                    >
                      {label}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="brand">
                      {guides.length} {guides.length === 1 ? 'guide' : 'guides'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={categories.length ? undefined : 'dimmed'} lineClamp={2}>
                      {categories.length ? categories.join(', ') : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      title={formatDateTime(updated)}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {updated ? relativeAge(updated) : '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {open ? (
                  <Table.Tr>
                    <Table.Td
                      colSpan={5}
                      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
                    >
                      <GuideLines item={item} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
