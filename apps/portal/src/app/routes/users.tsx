import { Button, Stack } from '@mantine/core';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { UsersList } from '../../features/users/components/users-list';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Users"
        description="Everyone who can sign in to the toolbox and this portal."
        actions={
          <Button component={Link} to="/users/add" leftSection={<UserPlus size={16} aria-hidden />}>
            Add user
          </Button>
        }
      />
      <UsersList />
    </Stack>
  );
}
