import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { MachinePicker } from '../../features/troubleshooting/components/machine-picker';

export function Component() {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="New guide"
        description="Choose the machine the guide is for."
        back={{ to: '/troubleshooting', label: 'Troubleshooting' }}
      />
      <MachinePicker />
    </Stack>
  );
}
