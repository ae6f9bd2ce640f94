import { Badge, Card, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { DocumentListItem } from '@toolbox/domain';
import { DocumentListQuery, formatFileSize, formatVersion, messages } from '@toolbox/domain';
import { FileText, Upload } from 'lucide-react';
import { useMemo } from 'react';
import { DateText, FileTitle, OutlineBadges } from '../../../components/data-table-cells';
import { ListTable } from '../../../components/data-table-list';
import { EmptyList, FirstRunLink } from '../../../components/empty-list';
import { useListParams } from '../../../lib/use-list-params';
import { machineLabel, useMachines } from '../../../lib/machines';
import { useDocumentFacets } from '../api/get-document-facets';
import { useDocuments } from '../api/get-documents';
import { DocumentTextHits } from './document-text-hits';
import { DocumentsFilters } from './documents-filters';

const hasFilters = (q: DocumentListQuery) => Boolean(q.search || q.category || q.machineId);

const alignRight = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

function documentColumns(machineName: (id: string) => string): ColumnDef<DocumentListItem>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: ({ row: { original: document } }) => (
        <FileTitle type={document.fileType} to={`/documents/${document.id}`}>
          {document.title}
        </FileTitle>
      ),
    },
    {
      id: 'categories',
      header: 'Categories',
      cell: ({ row }) => <OutlineBadges names={row.original.category} />,
    },
    {
      id: 'machines',
      header: 'Machines',
      cell: ({ row: { original: document } }) => (
        <Text size="sm" lineClamp={2}>
          {document.machineIds.length ? document.machineIds.map(machineName).join(', ') : '—'}
        </Text>
      ),
    },
    {
      id: 'size',
      header: 'Size',
      meta: { th: { ta: 'right' }, td: alignRight },
      cell: ({ row }) => formatFileSize(row.original.fileSizeKB),
    },
    {
      id: 'version',
      header: 'Version',
      cell: ({ row }) => (
        <Badge variant="light" radius="sm" tt="none">
          {formatVersion(row.original.currentVersion)}
        </Badge>
      ),
    },
    {
      id: 'uploaded',
      header: 'Uploaded',
      cell: ({ row }) => <DateText date={row.original.uploadDate} />,
    },
  ];
}

/** The /documents screen's body: filters, the table, paging, and its empty and error states. */
export function DocumentsList() {
  const list = useListParams(DocumentListQuery);
  const { query, update } = list;
  const facets = useDocumentFacets();
  const machines = useMachines();
  const documents = useDocuments(query);
  const columns = useMemo(
    () => documentColumns((id) => machineLabel(machines.data, id)),
    [machines.data],
  );

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          <DocumentsFilters
            query={query}
            categories={facets.data?.categories.map((c) => c.name) ?? []}
            machines={machines.data ?? []}
            onChange={update}
          />
          <ListTable
            result={documents}
            loadingMessage="Loading documents..."
            errorMessage={messages.document.loadFailed}
            list={list}
            noun={['document', 'documents']}
            label="Documents"
            columns={columns}
            getRowId={(document) => document.id}
            minWidth={760}
            tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
            empty={() => (
              // Without filters an empty page offers the first upload, even past the end.
              <EmptyList
                reason={hasFilters(query) ? 'filtered' : 'first-run'}
                icon={FileText}
                text={{
                  filtered: messages.document.listEmpty,
                  'past-end': messages.document.listFirstRun,
                  'first-run': messages.document.listFirstRun,
                }}
                firstRun={
                  <FirstRunLink to="/documents/upload" icon={Upload}>
                    Upload document
                  </FirstRunLink>
                }
                onClear={() =>
                  update({ search: undefined, category: undefined, machineId: undefined })
                }
                onFirstPage={() => update({})}
              />
            )}
          />
        </Stack>
      </Card>
      {query.search && <DocumentTextHits search={query.search} />}
    </Stack>
  );
}
