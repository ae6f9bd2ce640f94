import { Page } from '../../components/page';
import { DocumentUploadForm } from '../../features/documents/components/document-upload-form';

export function Component() {
  return (
    <Page
      back={{ to: '/documents', label: 'Documents' }}
      title="Upload document"
      description="The file is checked with SHA-256 on its way; a dropped connection resumes."
    >
      <DocumentUploadForm />
    </Page>
  );
}
