import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { SpecificationsEditor } from '../../features/specifications/components/specifications-editor';

export function Component() {
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Edit specifications"
        description="Choose a machine, then add, change, reorder or remove its entries."
        back={{ to: '/specifications', label: 'Specifications' }}
      />
      <SpecificationsEditor />
    </Stack>
  );
}
