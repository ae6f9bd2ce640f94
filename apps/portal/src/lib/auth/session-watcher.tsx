import { useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@toolbox/domain';
import { useEffect } from 'react';
import { setUnauthenticatedListener } from '@toolbox/web/api-client';
import { setLoginNotice } from './login-notice';
import { clearSessionCache, SESSION_QUERY_KEY } from './session-query';

const REFUSED_CODES: readonly string[] = [
  API_ERROR_CODES.accountInactive,
  API_ERROR_CODES.accountDisabled,
];

/**
 * The one place that handles a 401 from any call: the user is forgotten, so the route guard
 * sends them to /login, where the server's reason is shown when the session was lost (or the
 * account was deactivated or disabled) rather than simply never there.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setUnauthenticatedListener((error) => {
        const hadUser = Boolean(queryClient.getQueryData(SESSION_QUERY_KEY));
        if (hadUser || REFUSED_CODES.includes(error.code)) {
          setLoginNotice({ kind: 'refused', message: error.message });
        }
        clearSessionCache(queryClient);
      }),
    [queryClient],
  );

  return null;
}
