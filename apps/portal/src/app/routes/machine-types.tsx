import { Group } from '@mantine/core';
import { Plus, QrCode } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { MachineCatalogue } from '../../features/machines/components/machine-catalogue';

export function Component() {
  return (
    <Page
      title="Machine types"
      description="The machines engineers service, with what is written and linked for each."
      actions={
        <Group gap="sm">
          <LinkButton to="/machine-types/labels" icon={QrCode} variant="default">
            Print labels
          </LinkButton>
          <LinkButton to="/machine-types/add" icon={Plus}>
            Add machine
          </LinkButton>
        </Group>
      }
    >
      <MachineCatalogue />
    </Page>
  );
}
