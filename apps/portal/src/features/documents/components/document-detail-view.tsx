import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { Document } from '@toolbox/domain';
import { formatFileSize, formatVersion, messages, sortVersionsNewestFirst } from '@toolbox/domain';
import { Check, Copy, Download, FilePen, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchableTextNote } from '@toolbox/web/document-text';
import { MustReadCard } from './must-read-card';
import { WithDocument } from './with-document';
import { ConfirmDialog, useConfirmation } from '../../../components/confirm-dialog';
import { DetailFields } from '../../../components/detail-fields';
import { FileTypeBadge } from '../../../components/file-type-badge';
import { PageHeader } from '../../../components/page-header';
import { PreviewBox } from '../../../components/preview-box';
import { VersionHistoryRow } from '../../../components/version-history-row';
import { formatDateTime } from '../../../lib/format';
import { machineLabel, useMachines } from '../../../lib/machines';
import { useDeleteDocument } from '../api/delete-document';
import { documentPath } from '../api/document-cache';
import { useDocumentTextState } from '../api/get-document-text';

function HashValue({ hash }: { hash: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {hash}
      </Text>
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy SHA-256'}>
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label="Copy SHA-256">
              {copied ? <Check size={14} /> : <Copy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The page a search hit links to (`?page=7`), if it names one. */
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

function DocumentDetail({ document }: { document: Document }) {
  const { page, setPage } = usePageParam();
  const textState = useDocumentTextState(document.id, document.currentVersion);
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: '/documents', label: 'Documents' }}
        title={document.title}
        badges={
          <>
            <FileTypeBadge type={document.fileType} />
            <Badge variant="light" radius="sm" tt="none">
              {formatVersion(document.currentVersion)}
            </Badge>
          </>
        }
        actions={<DocumentActions document={document} />}
      />
      <SearchableTextNote status={textState.data?.status} />
      <PreviewBox
        url={`${documentPath(document.id)}/versions/${document.currentVersion}/file`}
        fileType={document.fileType}
        title={document.title}
        onPageChange={setPage}
        {...(page ? { initialPage: page } : {})}
      />
      <DocumentFacts document={document} />
      <MustReadCard document={document} />
      <Card withBorder padding="lg" radius="md">
        <Title order={2} fz="h4" mb="xs">
          Version history
        </Title>
        {sortVersionsNewestFirst(document.versions ?? {}).map((version) => (
          <VersionHistoryRow
            key={version.versionNumber}
            version={version}
            isCurrent={version.versionNumber === document.currentVersion}
          />
        ))}
      </Card>
    </Stack>
  );
}

/** Download, Update, and Delete after the confirmation. */
function DocumentActions({ document }: { document: Document }) {
  const navigate = useNavigate();
  const remove = useDeleteDocument();
  const confirmation = useConfirmation(() => {
    remove.mutate(document.id, {
      onSuccess: () => {
        toast.success(messages.document.deleted);
        void navigate('/documents');
      },
      onError: (error) => toast.error(error.message),
    });
  });
  return (
    <>
      <Button
        component="a"
        href={document.downloadURL}
        download
        leftSection={<Download size={16} />}
      >
        Download
      </Button>
      <Button
        component={Link}
        to={`/documents/${document.id}/update`}
        variant="default"
        leftSection={<FilePen size={16} />}
      >
        Update
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<Trash2 size={16} />}
        onClick={confirmation.request}
      >
        Delete
      </Button>
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={messages.document.deleteTitle}
        message={messages.document.deleteMessage(document.title)}
        confirmText="Delete"
        variant="danger"
        loading={remove.isPending}
      />
    </>
  );
}

/** A labelled block under the metadata grid (the description, the hash). */
function FactBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The metadata grid, the description and the SHA-256. */
function DocumentFacts({ document }: { document: Document }) {
  const machines = useMachines();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <DetailFields
          cols={{ base: 1, sm: 2, md: 3 }}
          fields={[
            { label: 'Categories', value: document.category.join(', ') },
            {
              label: 'Machines',
              value: document.machineIds.map((id) => machineLabel(machines.data, id)).join(', '),
            },
            { label: 'Author', value: document.author },
            { label: 'File size', value: formatFileSize(document.fileSizeKB) },
            { label: 'Uploaded', value: formatDateTime(document.uploadDate) },
            { label: 'Uploaded by', value: document.uploadedBy },
            { label: 'Last updated', value: formatDateTime(document.lastUpdated) },
            { label: 'Updated by', value: document.updatedBy },
            { label: 'Downloaded', value: document.isDownloaded ? 'Yes' : 'Not yet' },
          ]}
        />
        {document.description ? (
          <FactBlock label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {document.description}
            </Text>
          </FactBlock>
        ) : null}
        <FactBlock label="SHA-256">
          <HashValue hash={document.sha256FileHash} />
        </FactBlock>
      </Stack>
    </Card>
  );
}

/** /documents/{id}: preview, metadata, history; loading and error panels with Retry. */
export function DocumentDetailView({ id }: { id: string }) {
  return (
    <WithDocument id={id} title="Document">
      {(document) => <DocumentDetail document={document} />}
    </WithDocument>
  );
}
