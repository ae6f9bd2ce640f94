import { Page } from '../../components/page';
import { AddUserForm } from '../../features/users/components/add-user-form';

export function Component() {
  return (
    <Page
      maw={880}
      title="Add user"
      description="Create an account with an initial password."
      back={{ to: '/users', label: 'Users' }}
    >
      <AddUserForm />
    </Page>
  );
}
