import { Card } from '@mantine/core';
import { Page, pageFrame } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { softwareQueryTexts } from './software-query-texts';
import { useSoftware } from '../api/get-software';
import { EditSoftwareForm } from './edit-software-form';

/** /software/{id}/edit: the package's fields in a form, or why there is nothing to edit. */
export function SoftwareEditView({ id }: { id: string }) {
  const back = { to: `/software/${encodeURIComponent(id)}`, label: 'Software package' };
  return (
    <QueryState
      query={useSoftware(id)}
      {...softwareQueryTexts}
      frame={pageFrame({ title: 'Edit software package', back }, { inCard: true })}
    >
      {(software) => (
        <Page
          maw={880}
          back={{ ...back, label: software.name }}
          title={`Edit ${software.name}`}
          description="Its ZIP file stays as it is; a new file is a new package."
        >
          <Card withBorder padding="lg" radius="md">
            <EditSoftwareForm software={software} />
          </Card>
        </Page>
      )}
    </QueryState>
  );
}
