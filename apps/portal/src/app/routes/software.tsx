import { Button, Stack } from '@mantine/core';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SoftwareList } from '../../features/software/components/software-list';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Software"
        description="Packages engineers install on the machines they service."
        actions={
          <Button
            component={Link}
            to="/software/upload"
            leftSection={<Upload size={16} aria-hidden />}
          >
            Upload software
          </Button>
        }
      />
      <SoftwareList />
    </Stack>
  );
}
