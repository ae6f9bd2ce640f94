import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetPushSubscriptions } from '@toolbox/web/push';
import { clearStoredUserData } from '@toolbox/web/storage';
import { sessionApi } from '@toolbox/web/api-client';
import type { LoginNotice } from './login-notice';
import { setLoginNotice } from './login-notice';
import { clearSessionCache } from './session-query';

export interface LogoutOptions {
  /** Wait this long after signing out before going to /login (the Access Denied page's delay). */
  delayMs?: number;
  /** What the login screen should say, e.g. that the session expired. */
  notice?: LoginNotice;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs out: clears the portal's stored data and reachable cookies, ends the server session,
 * drops this browser's push subscriptions, optionally waits, goes to /login, then forgets the
 * cached user. A failed sign-out call is only
 * logged (docs/product.md#sign-out): the user is signed out of the portal either way.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ delayMs = 0, notice }: LogoutOptions = {}) => {
      clearStoredUserData('portal');
      try {
        // The server forgets this browser's push subscriptions with the session they were made
        // in (issue #17 item 14).
        await sessionApi.signOut();
      } catch (error) {
        console.error('Sign-out failed', error);
      }
      // And the browser drops them, the toolbox's included: it shares this session.
      await forgetPushSubscriptions();
      if (notice) setLoginNotice(notice);
      if (delayMs > 0) await wait(delayMs);
      // Leave the protected screens before the user is forgotten, so the route guard does not
      // redirect first and remember the current page as the one to return to.
      await navigate('/login', { replace: true });
      clearSessionCache(queryClient);
    },
    [navigate, queryClient],
  );
}
