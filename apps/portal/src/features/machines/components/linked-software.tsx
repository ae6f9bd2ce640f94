import { Anchor, Table, Text } from '@mantine/core';
import { relativeAge, SoftwareListQuery } from '@toolbox/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useMachineSoftware } from '../api/get-machine-software';
import { LinkedListCard, useTabPaging } from './linked-list-card';
import type { MachineTabProps } from './machine-tab-props';
import { machineText } from './machine-text';

/** The Linked software tab: every package whose machine links include this machine. */
export function LinkedSoftware({ machine }: MachineTabProps) {
  const { paging, onPage, onPageSize } = useTabPaging();
  const result = useMachineSoftware(SoftwareListQuery.parse({ machineId: machine.id, ...paging }));
  return (
    <LinkedListCard
      title="Linked software"
      listLink={{
        to: `/software?machineId=${encodeURIComponent(machine.id)}`,
        label: 'Open in Software',
      }}
      result={result}
      loadingMessage="Loading software..."
      failedMessage={machineText.linkedSoftwareFailed}
      emptyMessage={machineText.linkedSoftwareEmpty}
      noun={['package', 'packages']}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label="Linked software"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Uploaded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.data?.items.map((software) => (
              <Table.Tr key={software.id} data-testid="linked-software-row">
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/software/${encodeURIComponent(software.id)}`}
                    fw={500}
                    size="sm"
                  >
                    {software.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{software.version}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{software.category}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" title={formatDateTime(software.uploadDate)}>
                    {relativeAge(software.uploadDate)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LinkedListCard>
  );
}
