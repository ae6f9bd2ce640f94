import { UserPlus } from 'lucide-react';
import { Page } from '../../components/page';
import { LinkButton } from '../../components/link-button';
import { UsersList } from '../../features/users/components/users-list';

export function Component() {
  return (
    <Page
      title="Users"
      description="Everyone who can sign in to the toolbox and this portal."
      actions={
        <LinkButton to="/users/add" icon={UserPlus}>
          Add user
        </LinkButton>
      }
    >
      <UsersList />
    </Page>
  );
}
