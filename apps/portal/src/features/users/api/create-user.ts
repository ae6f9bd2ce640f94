import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { UserEnvelope, userChanged } from './user-cache';

/** POST /api/v1/users body: the profile and an initial password. */
export interface CreateUserBody {
  email: string;
  displayName: string;
  role: string;
  team?: string | null;
  password: string;
}

/**
 * POST /api/v1/users → 201 `{ user }`. Fails with field details (400), the password policy code,
 * or a 409 when the email is taken.
 */
export const createUser = (body: CreateUserBody): Promise<User> =>
  api.post('/api/v1/users', body, { schema: UserEnvelope });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
