import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DocumentTextStateSchema,
  formatFileSize,
  messages,
  relativeAge,
  type Document,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { SearchableTextNote } from '@toolbox/web/document-text';
import { useSearchParams } from 'react-router';
import { HardDriveDownload } from 'lucide-react';
import { Fact } from '@toolbox/web/fact';
import { CopyValue } from '@/components/copy-value';
import { PageError } from '@/components/not-found-panel';
import { LoadingPanel } from '@/components/loading-panel';
import { documentQuery } from '@/lib/catalogue-queries';
import { AcknowledgeRead } from './acknowledge-read';
import { MustReadBadge } from '@/components/must-read';
import { myMustReadQuery } from '@/lib/must-read';
import { DocumentViewer } from './document-viewer';
import type { KeptFile } from '@/lib/offline/db';
import { keptFilesQuery, useKeepFile } from '@/lib/offline/queries';
import { RemoveKeptFileButton } from '@/components/remove-kept-file-button';
import { useOnline } from '@/lib/use-online';
import { urls } from '@/lib/urls';
import { paths } from '@/paths';

/**
 * Whether the current version's words can be searched (issue #22 item 1); asked again every 3 s
 * while its text is being read. Without signal, nothing is said.
 */
function useTextState(id: string, version: number) {
  return useQuery({
    queryKey: ['document-text-state', id, version],
    queryFn: ({ signal }) =>
      api.get(urls.documentTextStatus(id), { schema: DocumentTextStateSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
    enabled: version > 0,
    retry: false,
  });
}

/** The page a search hit opens at (`?page=7`), kept in the address as the engineer turns pages. */
function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const setPage = (next: number) =>
    setParams(
      (current) => {
        current.set('page', String(next));
        return current;
      },
      { replace: true },
    );
  return { page: Number.isInteger(page) && page > 0 ? page : undefined, setPage };
}

/** A document: open it in the page, keep it on the device (checked), see if a newer one exists. */
export function DocumentScreen({ id }: { id: string }) {
  const document = useQuery(documentQuery(id));
  const { data: files = [] } = useQuery(keptFilesQuery());
  const { page, setPage } = usePageParam();
  const textState = useTextState(id, document.data?.currentVersion ?? 0);

  if (document.isPending) return <LoadingPanel message="Loading document…" />;
  if (document.isError)
    return (
      <PageError
        error={document.error}
        onRetry={() => void document.refetch()}
        back={{ to: paths.documents(), label: messages.toolbox.backToDocuments }}
      />
    );
  const d = document.data;
  const kept = files.find((file) => file.kind === 'document' && file.id === d.id);
  const newer = kept && Number(kept.version) < d.currentVersion;
  const current = { url: urls.documentFile(d.id, d.currentVersion), sha256: d.sha256FileHash };

  return (
    <Stack gap="md">
      <DocumentHeading document={d} />
      {newer && (
        <Alert color="orange" role="status">
          {messages.toolbox.newerVersion}: v{d.currentVersion} (this device keeps v{kept.version}).
        </Alert>
      )}
      <Card>
        <Stack gap="sm">
          <DocumentFacts document={d} kept={kept} />
          <KeepDocument document={d} fileUrl={current.url} kept={kept} newer={Boolean(newer)} />
          <AcknowledgeRead documentId={d.id} version={d.currentVersion} />
        </Stack>
      </Card>
      <SearchableTextNote status={textState.data?.status} />
      <DocumentViewer
        documentId={d.id}
        title={d.title}
        fileType={d.fileType}
        current={current}
        kept={kept}
        onPageChange={setPage}
        {...(page ? { initialPage: page } : {})}
      />
    </Stack>
  );
}

/** Categories, title and description. */
function DocumentHeading({ document: d }: { document: Document }) {
  const mustRead = useQuery(myMustReadQuery(d.id));
  return (
    <Stack gap={4}>
      <Group gap={6}>
        {mustRead.data && mustRead.data.total > 0 && <MustReadBadge />}
        {d.category.map((category) => (
          <Badge key={category} variant="light">
            {category}
          </Badge>
        ))}
      </Group>
      <Title order={1} fz="h2">
        {d.title}
      </Title>
      {d.description && <Text size="sm">{d.description}</Text>}
    </Stack>
  );
}

/** The record's details, the version this device keeps, and the file's SHA-256 to copy. */
function DocumentFacts({ document: d, kept }: { document: Document; kept: KeptFile | undefined }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label="Version">v{d.currentVersion}</Fact>
        <Fact label="Size">{formatFileSize(d.fileSizeKB)}</Fact>
        <Fact label="Type">{d.fileType.toUpperCase()}</Fact>
        <Fact label="Updated">{relativeAge(d.lastUpdated)}</Fact>
        <Fact label="Author">{d.author || '—'}</Fact>
        <Fact label="On this device">{kept ? `v${kept.version}` : 'No'}</Fact>
      </SimpleGrid>
      <Fact label="SHA-256">
        <CopyValue value={d.sha256FileHash} label="Copy SHA-256" />
      </Fact>
    </>
  );
}

/** Keep the current version on this device (online only), or remove the kept copy. */
function KeepDocument({
  document: d,
  fileUrl,
  kept,
  newer,
}: {
  document: Document;
  fileUrl: string;
  kept: KeptFile | undefined;
  newer: boolean;
}) {
  const online = useOnline();
  const keep = useKeepFile();
  const keepCurrent = () =>
    keep.mutate({
      url: fileUrl,
      kind: 'document',
      id: d.id,
      title: d.title,
      version: String(d.currentVersion),
      sha256: d.sha256FileHash,
    });
  return (
    <>
      {keep.isError && (
        <Alert color="red" role="alert" data-testid="keep-refused">
          {keep.error.message}
        </Alert>
      )}
      <Group gap="xs">
        {(!kept || newer) && (
          <Button
            leftSection={<HardDriveDownload size={18} />}
            loading={keep.isPending}
            disabled={!online}
            onClick={keepCurrent}
          >
            {newer ? `Keep v${d.currentVersion} instead` : 'Keep on this device'}
          </Button>
        )}
        {kept && <RemoveKeptFileButton url={kept.url} />}
      </Group>
    </>
  );
}
