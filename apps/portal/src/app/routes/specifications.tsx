import { Button, Stack } from '@mantine/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SpecificationsOverview } from '../../features/specifications/components/specifications-overview';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Specifications"
        description="Technical data of each machine, by group; compare machines side by side."
        actions={
          <Button
            component={Link}
            to="/specifications/add"
            leftSection={<Plus size={16} aria-hidden />}
          >
            Add specifications
          </Button>
        }
      />
      <SpecificationsOverview />
    </Stack>
  );
}
