import { Page } from '../../components/page';
import { SoftwareUploadForm } from '../../features/software/components/software-upload-form';

export function Component() {
  return (
    <Page
      maw={880}
      title="Upload software"
      description="A ZIP package for engineers, with the machines it is for."
      back={{ to: '/software', label: 'Software' }}
    >
      <SoftwareUploadForm />
    </Page>
  );
}
