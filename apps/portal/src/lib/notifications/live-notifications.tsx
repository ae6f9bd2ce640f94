import { Anchor, Stack, Text } from '@mantine/core';
import { subscribeToEvents } from '@toolbox/client';
import {
  FOREGROUND_NOTIFICATION_MS,
  messages,
  TOAST_COLORS,
  type ForegroundNotification,
} from '@toolbox/domain';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { toastInfo } from '../toasts';

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
 * A foreground notification as a toast: title, body and its link, for 8 s (SPEC.md §9). The
 * toaster sits outside the router, so the link navigates through the function it is given.
 */
export function showForegroundNotification(
  notification: ForegroundNotification,
  navigate: (path: string) => void,
): void {
  const path = internalPath(notification.data.url);
  toastInfo(
    (t) => (
      <Stack gap={2} role="status" aria-label={notification.title}>
        <Text fw={600} size="sm">
          {notification.title}
        </Text>
        {notification.body && <Text size="sm">{notification.body}</Text>}
        {path && (
          <Anchor
            href={path}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              toast.dismiss(t.id);
              navigate(path);
            }}
          >
            {messages.shell.openNotificationLink}
          </Anchor>
        )}
      </Stack>
    ),
    {
      id: `notification-${notification.timestamp}-${notification.title}`,
      duration: FOREGROUND_NOTIFICATION_MS,
      icon: <Bell size={18} color={TOAST_COLORS.info} aria-hidden />,
    },
  );
}

/**
 * Listens for foreground messages while the portal is open (SPEC.md §7) and shows each one as a
 * toast. Rendered once inside the signed-in shell, so it stops at sign-out.
 */
export function LiveNotifications() {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeToEvents({
        // What was sent since this page started loading (while the app started and the stream
        // connected) is replayed; nothing from before it.
        since: new Date(performance.timeOrigin).toISOString(),
        onNotification: (notification) =>
          showForegroundNotification(notification, (path) => void navigate(path)),
      }),
    [navigate],
  );
  return null;
}
