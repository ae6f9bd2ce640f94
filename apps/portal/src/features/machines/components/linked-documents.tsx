import { Anchor, Badge, Group, Table } from '@mantine/core';
import { DocumentListQuery, formatVersion } from '@toolbox/domain';
import { Link } from 'react-router';
import { FileTypeBadge } from '../../../components/file-type-badge';
import { useMachineDocuments } from '../api/get-machine-documents';
import { LinkedListCard, UploadedCell, useTabPaging } from './linked-list-card';
import type { MachineTabProps } from './machine-tab-props';
import { machineText } from './machine-text';

/** The Linked documents tab: every document whose machine links include this machine. */
export function LinkedDocuments({ machine }: MachineTabProps) {
  const { paging, ...pageHandlers } = useTabPaging();
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
      {...pageHandlers}
      columns={['Title', 'Categories', 'Version', 'Uploaded']}
      rowTestId="linked-document-row"
      renderCells={(document) => (
        <>
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
          <UploadedCell date={document.uploadDate} />
        </>
      )}
    />
  );
}
