import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../api/get-user';
import { useUserFacets } from '../api/get-user-facets';
import type { UpdateUserChanges } from '../api/update-user';
import { useUpdateUser } from '../api/update-user';
import type { SaveUser } from './user-form';
import { UserForm } from './user-form';
import { userQueryTexts } from './user-query-texts';
import { PROFILE_FIELDS } from './user-form-schema';

/** /users/edit/:id: loads the user, sends only the fields that changed, then shows the user. */
export function EditUserForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const userQuery = useUser(id);
  const { teams } = useUserFacets();
  const updateUser = useUpdateUser();
  const detailPath = `/users/${encodeURIComponent(id)}`;

  const save: SaveUser = async (values, changed) => {
    const changes: UpdateUserChanges = {};
    for (const key of PROFILE_FIELDS) {
      if (changed.has(key)) Object.assign(changes, { [key]: values[key] });
    }
    if (Object.keys(changes).length === 0) return null;
    return updateUser.mutateAsync({ id, changes });
  };

  return (
    <QueryState query={userQuery} {...userQueryTexts}>
      {(user) => (
        <UserForm
          key={user.id}
          user={user}
          teams={teams}
          save={save}
          cancelTo={detailPath}
          onSaved={() => {
            toast.success(messages.user.updated);
            void navigate(detailPath);
          }}
        />
      )}
    </QueryState>
  );
}
