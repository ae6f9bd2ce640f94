import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { EditUserForm } from '../../features/users/components/edit-user-form';

export function Component() {
  const { id = '' } = useParams();
  return (
    <Page
      maw={880}
      title="Edit user"
      description="Changes apply the next time the user's session is checked."
      back={{ to: `/users/${encodeURIComponent(id)}`, label: 'User details' }}
    >
      <EditUserForm id={id} />
    </Page>
  );
}
