import { Plus } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { SpecificationsOverview } from '../../features/specifications/components/specifications-overview';

export function Component() {
  return (
    <Page
      title="Specifications"
      description="Technical data of each machine, by group; compare machines side by side."
      actions={
        <LinkButton to="/specifications/add" icon={Plus}>
          Add specifications
        </LinkButton>
      }
    >
      <SpecificationsOverview />
    </Page>
  );
}
