import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { forgetPushSubscriptions } from '@toolbox/web/push';
import { removeKey, storageKeys } from '@toolbox/web/storage';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { flushActivity } from '@/lib/offline/activity-queue';
import { clearDeviceData } from '@/lib/offline/device-data';
import { flushOutbox } from '@/lib/offline/outbox';
import { endServerSession } from '@/lib/pending-sign-out';
import { rememberUser } from '@/lib/session';
import { paths } from '@/paths';

/**
 * Signing out of the toolbox on a shared device (issue #17 item 14), in this order:
 * 1. nothing more is fetched, and the writes and views made offline go while the session stands;
 * 2. the server ends the session, which also forgets this browser's push subscriptions (they were
 *    made in it); without signal the device remembers to finish that when the network is back;
 * 3. the browser drops its push subscriptions, the portal's included;
 * 4. the device forgets what it kept: cached answers (software passwords among them), kept files
 *    and machines;
 * 5. `leave` takes the app off the signed-in screens, and only then are the user it remembered
 *    and every answer in memory forgotten: forgotten first, the route guard would send the app to
 *    sign-in remembering the page, and the next person would land where the last one was.
 * Errors are only logged (docs/product.md#sign-out): the device is signed out either way.
 */
export async function signOutOfDevice(
  queryClient: QueryClient,
  leave: () => Promise<void> | void = () => undefined,
): Promise<void> {
  await queryClient.cancelQueries();
  await Promise.race([
    flushOutbox().then(() => flushActivity()),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
  await endServerSession();
  await forgetPushSubscriptions();
  await clearDeviceData();
  await leave();
  rememberUser(null);
  queryClient.clear();
}

/**
 * The 30 minutes without use (docs/product.md#session-timeout): the session ends as at a sign-out
 * (without signal, when the network is back) and the browser's push subscriptions go, but the
 * machines and files kept for offline use stay for their owner, who likely signs straight back
 * in; anyone else signing in on this device finds them cleared first (`claimDevice`).
 */
export async function signOutIdle(queryClient: QueryClient): Promise<void> {
  rememberUser(null);
  removeKey(storageKeys.toolbox.notificationsSetUpFor);
  queryClient.setQueryData(['session'], null);
  await endServerSession();
  await forgetPushSubscriptions();
}

/** The account menu's and the password screen's sign-out: the device is cleared, then sign-in. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      signOutOfDevice(queryClient, () => navigate(paths.login(), { replace: true, state: null })),
    [navigate, queryClient],
  );
}
