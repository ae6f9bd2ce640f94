import { Card, Stack, Tabs } from '@mantine/core';
import type { Document } from '@toolbox/domain';
import { formatVersion } from '@toolbox/domain';
import { FilePlus, PencilLine } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { EditDocumentForm } from './edit-document-form';
import { NewVersionForm } from './new-version-form';
import { WithDocument } from './with-document';

/** /documents/{id}/update: upload a new version with its change text, or edit the details. */
export function DocumentUpdateView({ id }: { id: string }) {
  return (
    <WithDocument id={id} title="Update document">
      {(document) => <UpdateDocument id={id} document={document} />}
    </WithDocument>
  );
}

function UpdateDocument({ id, document: data }: { id: string; document: Document }) {
  const back = { to: `/documents/${id}`, label: data.title };
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
