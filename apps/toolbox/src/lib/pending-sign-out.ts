import { isApiError } from '@toolbox/client/http';
import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';
import { sessionApi } from '@toolbox/web/api-client';

const KEY = storageKeys.toolbox.pendingSignOut;

/** How long a sign-out waits for the server before the device goes on without it. */
const SIGN_OUT_TIMEOUT_MS = 5000;

/** Whether this device signed out without the server hearing it yet. */
export function hasPendingSignOut(): boolean {
  return readJson<boolean>(KEY) === true;
}

/**
 * Ends the server's session, remembering on the device that it must end until the server says it
 * did: signed out without signal, the session would otherwise come back with the network and open
 * the toolbox for whoever picks the phone up next (issue #17 item 14). Answers whether the server
 * heard it; never throws, and never waits longer than a few seconds.
 */
export async function endServerSession(): Promise<boolean> {
  writeJson(KEY, true);
  return finishPendingSignOut();
}

/**
 * Sends a sign-out the server has not heard yet. A 401 means the session is gone already: done
 * too. Answers whether nothing is pending any more.
 */
export async function finishPendingSignOut(): Promise<boolean> {
  if (!hasPendingSignOut()) return true;
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), SIGN_OUT_TIMEOUT_MS),
  );
  const outcome = await Promise.race([
    sessionApi.signOut().then(
      () => 'done' as const,
      (error: unknown) => (isApiError(error) && error.status === 401 ? 'done' : 'failed'),
    ),
    timeout,
  ]);
  if (outcome !== 'done') return false;
  removeKey(KEY);
  return true;
}

/**
 * After a new sign-in on this device: the old session's cookie is gone from the browser, so
 * nothing here can use it any more, and signing it out now would end the new one instead.
 */
export function abandonPendingSignOut(): void {
  removeKey(KEY);
}
