import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AddUserForm } from '../../features/users/components/add-user-form';

export function Component() {
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Add user"
        description="Create an account with an initial password."
        back={{ to: '/users', label: 'Users' }}
      />
      <AddUserForm />
    </Stack>
  );
}
