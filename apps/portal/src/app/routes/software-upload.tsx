import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { SoftwareUploadForm } from '../../features/software/components/software-upload-form';

export function Component() {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Upload software"
        description="A ZIP package for engineers, with the machines it is for."
        back={{ to: '/software', label: 'Software' }}
      />
      <SoftwareUploadForm />
    </Stack>
  );
}
