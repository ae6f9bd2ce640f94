import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { GuideSettingsEditor } from '../../features/troubleshooting/components/guide-settings-form';

export function Component() {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Troubleshooting settings"
        description="The categories and severity levels offered when writing a guide."
        back={{ to: '/troubleshooting', label: 'Troubleshooting' }}
      />
      <GuideSettingsEditor />
    </Stack>
  );
}
