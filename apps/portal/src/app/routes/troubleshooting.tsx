import { Plus, Settings2 } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { TroubleshootingOverview } from '../../features/troubleshooting/components/troubleshooting-overview';

export function Component() {
  return (
    <Page
      title="Troubleshooting"
      description="Step-by-step guides engineers follow to fix faults, by machine."
      actions={
        <>
          <LinkButton to="/troubleshooting/settings" variant="default" icon={Settings2}>
            Settings
          </LinkButton>
          <LinkButton to="/machine-select-for-guide" icon={Plus}>
            New guide
          </LinkButton>
        </>
      }
    >
      <TroubleshootingOverview />
    </Page>
  );
}
