import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DocumentUploadForm } from '../../features/documents/components/document-upload-form';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: '/documents', label: 'Documents' }}
        title="Upload document"
        description="The file is checked with SHA-256 on its way; a dropped connection resumes."
      />
      <DocumentUploadForm />
    </Stack>
  );
}
