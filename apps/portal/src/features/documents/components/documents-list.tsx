import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Document } from '@toolbox/domain';
import {
  DocumentListQuery,
  formatFileSize,
  formatVersion,
  messages,
  relativeAge,
} from '@toolbox/domain';
import { FileText, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { FileTypeBadge } from '../../../components/file-type-badge';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { machineLabel, useMachines } from '../../../lib/machines';
import { useDocumentFacets } from '../api/get-document-facets';
import { useDocuments } from '../api/get-documents';
import { DocumentsFilters } from './documents-filters';

const hasFilters = (q: DocumentListQuery) => Boolean(q.search || q.category || q.machineId);

function DocumentRow({
  document,
  machineName,
}: {
  document: Document;
  machineName: (id: string) => string;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <FileTypeBadge type={document.fileType} />
          <Anchor component={Link} to={`/documents/${document.id}`} fw={500} lineClamp={1}>
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
        <Text size="sm" lineClamp={2}>
          {document.machineIds.length ? document.machineIds.map(machineName).join(', ') : '—'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(document.fileSizeKB)}
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
  );
}

/** The /documents screen's body: filters, the table, paging, and its empty and error states. */
export function DocumentsList() {
  const { query, update } = useListParams(DocumentListQuery);
  const facets = useDocumentFacets();
  const machines = useMachines();
  const documents = useDocuments(query);
  const machineName = (id: string) => machineLabel(machines.data, id);

  const body = (
    <QueryState
      query={documents}
      loadingMessage="Loading documents..."
      errorMessage={messages.document.loadFailed}
    >
      {(data) =>
        data.items.length === 0 ? (
          <Stack align="center" gap="sm" py={56} ta="center">
            <FileText size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>
              {hasFilters(query) ? messages.document.listEmpty : messages.document.listFirstRun}
            </Text>
            {hasFilters(query) ? (
              <Button
                variant="default"
                size="xs"
                onClick={() =>
                  update({ search: undefined, category: undefined, machineId: undefined })
                }
              >
                Clear filters
              </Button>
            ) : (
              <Button
                component={Link}
                to="/documents/upload"
                size="xs"
                leftSection={<Upload size={14} />}
              >
                Upload document
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Documents">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Categories</Table.Th>
                    <Table.Th>Machines</Table.Th>
                    <Table.Th ta="right">Size</Table.Th>
                    <Table.Th>Version</Table.Th>
                    <Table.Th>Uploaded</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody style={{ opacity: documents.isFetching ? 0.6 : 1 }}>
                  {data.items.map((document) => (
                    <DocumentRow key={document.id} document={document} machineName={machineName} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              shown={data.items.length}
              noun={['document', 'documents']}
              onPage={(page) => update({ page })}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          </>
        )
      }
    </QueryState>
  );

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <DocumentsFilters
          query={query}
          categories={facets.data?.categories.map((c) => c.name) ?? []}
          machines={machines.data ?? []}
          onChange={update}
        />
        {body}
      </Stack>
    </Card>
  );
}
