import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { DocumentListQuery, formatVersion, relativeAge } from '@toolbox/domain';
import { Link } from 'react-router';
import { FileTypeBadge } from '../../../components/file-type-badge';
import { formatDateTime } from '../../../lib/format';
import { useMachineDocuments } from '../api/get-machine-documents';
import { LinkedListCard, useTabPaging } from './linked-list-card';
import type { MachineTabProps } from './machine-tab-props';
import { machineText } from './machine-text';

/** The Linked documents tab: every document whose machine links include this machine. */
export function LinkedDocuments({ machine }: MachineTabProps) {
  const { paging, onPage, onPageSize } = useTabPaging();
  const result = useMachineDocuments(DocumentListQuery.parse({ machineId: machine.id, ...paging }));
  return (
    <LinkedListCard
      title="Linked documents"
      listLink={{
        to: `/documents?machineId=${encodeURIComponent(machine.id)}`,
        label: 'Open in Documents',
      }}
      result={result}
      loadingMessage="Loading documents..."
      failedMessage={machineText.linkedDocumentsFailed}
      emptyMessage={machineText.linkedDocumentsEmpty}
      noun={['document', 'documents']}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label="Linked documents"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Categories</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th>Uploaded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.data?.items.map((document) => (
              <Table.Tr key={document.id} data-testid="linked-document-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <FileTypeBadge type={document.fileType} />
                    <Anchor
                      component={Link}
                      to={`/documents/${encodeURIComponent(document.id)}`}
                      fw={500}
                      size="sm"
                      lineClamp={1}
                    >
                      {document.title}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {document.category.map((name) => (
                      <Badge key={name} variant="outline" color="gray" radius="sm" tt="none">
                        {name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm" tt="none">
                    {formatVersion(document.currentVersion)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" title={formatDateTime(document.uploadDate)}>
                    {relativeAge(document.uploadDate)}
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
