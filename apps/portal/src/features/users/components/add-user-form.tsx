import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { usePasswordPolicy } from '../../../lib/auth/password-policy-query';
import { useCreateUser } from '../api/create-user';
import { useUserFacets } from '../api/get-user-facets';
import type { SaveUser } from './user-form';
import { UserForm } from './user-form';

/** /users/add: creates the user with an initial password, then shows their detail page. */
export function AddUserForm() {
  const navigate = useNavigate();
  const { teams } = useUserFacets();
  const policy = usePasswordPolicy();
  const createUser = useCreateUser();

  const save: SaveUser = ({ email, displayName, role, team, password = '' }) =>
    createUser.mutateAsync({ email, displayName, role, password, ...(team ? { team } : {}) });

  return (
    <UserForm
      teams={teams}
      policy={policy}
      save={save}
      cancelTo="/users"
      onSaved={(user) => {
        toast.success(messages.user.created);
        if (user) void navigate(`/users/${encodeURIComponent(user.id)}`);
      }}
    />
  );
}
