import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AddMachineForm } from '../../features/machines/components/add-machine-form';

export function Component() {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Add machine"
        description="Its ID is derived from the manufacturer and model."
        back={{ to: '/machine-types', label: 'Machine types' }}
      />
      <AddMachineForm />
    </Stack>
  );
}
