import { Button, Stack } from '@mantine/core';
import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DocumentsList } from '../../features/documents/components/documents-list';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Documents"
        description="Manuals and files engineers open on site, with categories, machines and versions."
        actions={
          <Button
            component={Link}
            to="/documents/upload"
            leftSection={<Upload size={16} aria-hidden />}
          >
            Upload document
          </Button>
        }
      />
      <DocumentsList />
    </Stack>
  );
}
