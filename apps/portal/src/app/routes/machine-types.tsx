import { Button, Stack } from '@mantine/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { MachineCatalogue } from '../../features/machines/components/machine-catalogue';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Machine types"
        description="The machines engineers service, with what is written and linked for each."
        actions={
          <Button
            component={Link}
            to="/machine-types/add"
            leftSection={<Plus size={16} aria-hidden />}
          >
            Add machine
          </Button>
        }
      />
      <MachineCatalogue />
    </Stack>
  );
}
