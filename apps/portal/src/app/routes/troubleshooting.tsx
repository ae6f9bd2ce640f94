import { Button, Stack } from '@mantine/core';
import { Plus, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TroubleshootingOverview } from '../../features/troubleshooting/components/troubleshooting-overview';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Troubleshooting"
        description="Step-by-step guides engineers follow to fix faults, by machine."
        actions={
          <>
            <Button
              component={Link}
              to="/troubleshooting/settings"
              variant="default"
              leftSection={<Settings2 size={16} aria-hidden />}
            >
              Settings
            </Button>
            <Button
              component={Link}
              to="/machine-select-for-guide"
              leftSection={<Plus size={16} aria-hidden />}
            >
              New guide
            </Button>
          </>
        }
      />
      <TroubleshootingOverview />
    </Stack>
  );
}
