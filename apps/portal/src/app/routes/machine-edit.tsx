import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { EditMachineForm } from '../../features/machines/components/edit-machine-form';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Edit machine"
        description="A new manufacturer or model gives the machine a new ID."
        back={{ to: `/machine-types/${encodeURIComponent(id)}`, label: 'Machine details' }}
      />
      <EditMachineForm key={id} id={id} />
    </Stack>
  );
}
