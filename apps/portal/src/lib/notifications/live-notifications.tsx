import { useQueryClient } from '@tanstack/react-query';
import { subscribeToEvents } from '@toolbox/client';
import { API_ERROR_CODES, messages } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';
import { showForegroundNotification } from '@toolbox/web/toasts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setLoginNotice } from '../auth/login-notice';
import { clearSessionCache } from '../auth/session-query';

/** Only links inside the portal are followed from a toast. */
function internalPath(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * Listens for foreground messages while the portal is open
 * (docs/product.md#foreground-notifications) and shows each one as a toast. Rendered once inside
 * the signed-in shell, so it stops at sign-out.
 */
export function LiveNotifications() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToEvents({
        // What was sent since this page started loading (while the app started and the stream
        // connected) is replayed; nothing from before it.
        since: new Date(performance.timeOrigin).toISOString(),
        onNotification: (notification) => {
          const path = internalPath(notification.data.url);
          showForegroundNotification(
            notification,
            path ? { href: path, open: () => void navigate(path) } : null,
          );
        },
        // Deactivated, disabled or demoted meanwhile: asking for the session hears the product's
        // message and signs the page out at once (SessionWatcher), not at the next click. A deleted
        // account has no session left to ask: the event's reason says it (issue #17 item 2).
        onSignedOut: (reason) => {
          if (reason === API_ERROR_CODES.accountDeleted) {
            setLoginNotice({ kind: 'refused', message: messages.login.accountDeleted });
            clearSessionCache(queryClient);
            return;
          }
          void sessionApi.getSession().catch(() => {});
        },
      }),
    [navigate, queryClient],
  );
  return null;
}
