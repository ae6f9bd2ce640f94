import { Anchor, Table, Text } from '@mantine/core';
import type { GuideSearchHit } from '@toolbox/domain';
import { Link } from 'react-router';
import { ErrorCodeBadges, SeverityBadge } from './guide-badges';
import { guideEditPath, machineGuidesPagePath } from './guide-paths';

/** Cross-machine search results: each guide with its machine, symptom and error codes. */
export function GuideSearchTable({ items }: { items: GuideSearchHit[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Guides found">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Guide</Table.Th>
            <Table.Th>Machine</Table.Th>
            <Table.Th>Symptom</Table.Th>
            <Table.Th>Error codes</Table.Th>
            <Table.Th>Severity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map(({ guide, machine }) => (
            <Table.Tr key={`${machine.id}/${guide.id}`} data-testid="guide-search-row">
              <Table.Td maw={300}>
                <Anchor
                  component={Link}
                  to={guideEditPath(machine.id, guide.id)}
                  fw={600}
                  size="sm"
                  c="var(--mantine-color-text)"
                >
                  {guide.title}
                </Anchor>
                {guide.category ? (
                  <Text size="xs" c="dimmed">
                    {guide.category}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={machineGuidesPagePath(machine.id)} size="sm">
                  {machine.manufacturer} {machine.model}
                </Anchor>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" c={guide.symptom ? undefined : 'dimmed'} lineClamp={2}>
                  {guide.symptom || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <ErrorCodeBadges codes={guide.errorCodes} />
              </Table.Td>
              <Table.Td>
                <SeverityBadge severity={guide.severity} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
