import { useQueryClient } from '@tanstack/react-query';
import { subscribeToEvents } from '@toolbox/client/events';
import { API_ERROR_CODES, messages } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';
import { showForegroundNotification } from '@toolbox/web/toasts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setLoginNotice } from '@/lib/login-notice';
import { refreshAfterPublish } from '@/lib/refresh-after-publish';
import { rememberUser } from '@/lib/session';
import { toolboxUrlFor } from '@/paths';

/**
 * New documents and software while the toolbox is open (docs/product.md#foreground-notifications):
 * a toast with the title, body and a link to the toolbox's own page, for 8 s
 * (docs/product.md#foreground-notifications).
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
          void refreshAfterPublish(queryClient);
          const path = toolboxUrlFor(notification.data).replace(/^\/toolbox/, '') || '/';
          showForegroundNotification(notification, {
            href: `/toolbox${path}`,
            open: () => void navigate(path),
          });
        },
        // Deactivated or disabled meanwhile: asking for the session hears the product's message
        // and signs the page out at once (RequireUser), not at the next tap. A deleted account has
        // no session left to ask: the event's reason says it (issue #17 item 2).
        onSignedOut: (reason) => {
          if (reason === API_ERROR_CODES.accountDeleted) {
            setLoginNotice(messages.login.accountDeleted);
            rememberUser(null);
            queryClient.setQueryData(['session'], null);
            return;
          }
          void sessionApi.getSession().catch(() => {});
        },
      }),
    [navigate, queryClient],
  );
  return null;
}
