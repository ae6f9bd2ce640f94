import { Badge, Table } from '@mantine/core';
import { DocumentListQuery, formatVersion } from '@toolbox/domain';
import { FileTitle, OutlineBadges } from '../../../components/data-table-cells';
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
            <FileTitle
              type={document.fileType}
              to={`/documents/${encodeURIComponent(document.id)}`}
              size="sm"
            >
              {document.title}
            </FileTitle>
          </Table.Td>
          <Table.Td>
            <OutlineBadges names={document.category} />
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
