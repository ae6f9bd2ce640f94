import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInCredentials } from '@toolbox/client';
import { sessionApi } from '@toolbox/web/api-client';
import { removeKey, storageKeys } from '@toolbox/web/storage';
import { clearSessionCache, SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

/** POST /api/v1/auth/sign-in. */
export const signIn = (credentials: SignInCredentials) => sessionApi.signIn(credentials);

/** Signs in and makes the user the session user, dropping anything cached for someone else. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      // A new session: notifications are set up again for it (the old session's subscriptions
      // ended with it), and a sign-out the toolbox could not send yet is moot, since this
      // session's cookie replaced the old one; sent now, it would end this session instead.
      removeKey(storageKeys.portal.notificationsSetUpFor);
      removeKey(storageKeys.toolbox.pendingSignOut);
      clearSessionCache(queryClient);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
}
