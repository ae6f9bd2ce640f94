import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  /**
   * The session expired rather than the user leaving: the next sign-in comes back to this page.
   * A sign-out on purpose starts afresh at /dashboard (docs/product.md#login-screen).
   */
  returnHere?: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs out: clears the portal's stored data and reachable cookies, ends the server session,
 * drops this browser's push subscriptions, optionally waits, goes to /login (remembering this page
 * only for an expired session), then forgets the cached user. A failed sign-out call is only
 * logged (docs/product.md#sign-out): the user is signed out of the portal either way.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async ({ delayMs = 0, notice, returnHere = false }: LogoutOptions = {}) => {
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
      // The router shows /login in a transition, so the route guard may still see this page when
      // the user is forgotten: it is told whether to remember it, as this navigation is.
      await navigate('/login', { replace: true, state: returnHere ? { from: location } : null });
      clearSessionCache(queryClient, { signedOut: !returnHere });
    },
    [location, navigate, queryClient],
  );
}
