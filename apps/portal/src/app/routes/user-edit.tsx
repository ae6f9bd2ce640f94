import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { EditUserForm } from '../../features/users/components/edit-user-form';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Edit user"
        description="Changes apply the next time the user's session is checked."
        back={{ to: `/users/${encodeURIComponent(id)}`, label: 'User details' }}
      />
      <EditUserForm id={id} />
    </Stack>
  );
}
