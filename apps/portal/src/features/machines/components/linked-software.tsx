import { Anchor, Table, Text } from '@mantine/core';
import { SoftwareListQuery } from '@toolbox/domain';
import { Link } from 'react-router';
import { useMachineSoftware } from '../api/get-machine-software';
import { LinkedListCard, UploadedCell, useTabPaging } from './linked-list-card';
import type { MachineTabProps } from './machine-tab-props';
import { machineText } from './machine-text';

/** The Linked software tab: every package whose machine links include this machine. */
export function LinkedSoftware({ machine }: MachineTabProps) {
  const { paging, ...pageHandlers } = useTabPaging();
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
      {...pageHandlers}
      columns={['Name', 'Version', 'Category', 'Uploaded']}
      rowTestId="linked-software-row"
      renderCells={(software) => (
        <>
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
          <UploadedCell date={software.uploadDate} />
        </>
      )}
    />
  );
}
