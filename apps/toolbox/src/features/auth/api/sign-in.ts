import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import { portalLoginMessage } from '@toolbox/domain';
import { useCallback } from 'react';
import { sessionApi } from '@toolbox/web/api-client';
import { removeKey, storageKeys } from '@toolbox/web/storage';
import { abandonPendingSignOut, finishPendingSignOut } from '@/lib/pending-sign-out';
import { rememberUser } from '@/lib/session';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The authenticator's code, once the server asked for it (decision 030). */
  code?: string;
}

/** The words a failed sign-in shows: the server's when it gave some, the generic ones otherwise. */
export function signInFailureMessage(error: unknown): string {
  if (isApiError(error) && !error.hasServerMessage && error.status !== 0) {
    return portalLoginMessage(null);
  }
  return portalLoginMessage(error);
}

/** Signs in, remembers the engineer for offline use and caches the session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: SignInInput) => {
      // The last sign-out on this device, if the server has not heard it yet, goes first; the
      // new session replaces the old one's cookie either way, so nothing is pending after it.
      await finishPendingSignOut();
      // The offline stores (idb, the outbox's schemas) load while the server answers.
      const offline = Promise.all([
        import('@/lib/offline/device-data'),
        import('@/lib/offline/outbox'),
        import('@/lib/offline/activity-queue'),
      ]);
      // Awaited below; a refused sign-in must not leave its failure unhandled.
      offline.catch(() => undefined);
      const user = await sessionApi.signIn(input);
      const [{ claimDevice }, { flushOutbox }, { flushActivity }] = await offline;
      abandonPendingSignOut();
      // A new session: notifications are set up again for it (the old one's ended with it).
      removeKey(storageKeys.toolbox.notificationsSetUpFor);
      // Someone else's kept files and answers are cleared before this user sees any.
      await claimDevice(user.id);
      rememberUser(user);
      queryClient.setQueryData(['session'], user);
      // What this engineer did offline before the session ended is sent now.
      void flushOutbox().then(() => flushActivity());
    },
    [queryClient],
  );
}
