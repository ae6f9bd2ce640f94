import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type ProfileInput, type User } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

const Answer = z.object({ user: UserSchema });

/** PATCH /api/v1/auth/profile: the signed-in user's own display name. */
export const updateProfile = async (input: ProfileInput): Promise<User> =>
  (await api.patch('/api/v1/auth/profile', input, { schema: Answer })).user;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The sidebar footer reads the session: it shows the new name at once.
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
