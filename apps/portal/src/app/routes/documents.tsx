import { Upload } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { DocumentsList } from '../../features/documents/components/documents-list';

export function Component() {
  return (
    <Page
      title="Documents"
      description="Manuals and files engineers open on site, with categories, machines and versions."
      actions={
        <LinkButton to="/documents/upload" icon={Upload}>
          Upload document
        </LinkButton>
      }
    >
      <DocumentsList />
    </Page>
  );
}
