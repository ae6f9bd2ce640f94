import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInCredentials } from '@toolbox/client';
import { sessionApi } from '@toolbox/web/api-client';
import { clearSessionCache, SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

/** POST /api/v1/auth/sign-in. */
export const signIn = (credentials: SignInCredentials) => sessionApi.signIn(credentials);

/** Signs in and makes the user the session user, dropping anything cached for someone else. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      clearSessionCache(queryClient);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
}
