import { Card, Stack, Tabs } from '@mantine/core';
import { isApiError } from '@toolbox/client';
import { formatVersion, messages } from '@toolbox/domain';
import { FilePlus, PencilLine } from 'lucide-react';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { useDocument } from '../api/get-document';
import { EditDocumentForm } from './edit-document-form';
import { NewVersionForm } from './new-version-form';

/** /documents/{id}/update: upload a new version with its change text, or edit the details. */
export function DocumentUpdateView({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useDocument(id);
  const back = { to: `/documents/${id}`, label: data?.title ?? 'Document' };
  if (isPending) return <LoadingPanel message="Loading document..." />;
  if (isError) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <Stack>
        <PageHeader back={{ to: '/documents', label: 'Documents' }} title="Update document" />
        <ErrorPanel
          message={notFound ? messages.document.notFound : error.message}
          {...(notFound ? {} : { onRetry: () => void refetch(), isRetrying: isFetching })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={`Update ${data.title}`}
        description={`Currently ${formatVersion(data.currentVersion)}.`}
      />
      <Card withBorder padding="lg" radius="md" maw={760}>
        <Tabs defaultValue="version" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="version" leftSection={<FilePlus size={16} />}>
              New version
            </Tabs.Tab>
            <Tabs.Tab value="details" leftSection={<PencilLine size={16} />}>
              Edit details
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="version">
            <NewVersionForm document={data} />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <EditDocumentForm document={data} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
