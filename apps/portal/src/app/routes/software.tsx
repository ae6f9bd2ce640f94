import { Upload } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { SoftwareList } from '../../features/software/components/software-list';

export function Component() {
  return (
    <Page
      title="Software"
      description="Packages engineers install on the machines they service."
      actions={
        <LinkButton to="/software/upload" icon={Upload}>
          Upload software
        </LinkButton>
      }
    >
      <SoftwareList />
    </Page>
  );
}
