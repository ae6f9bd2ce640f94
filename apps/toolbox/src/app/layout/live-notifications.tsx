import { Anchor, Stack, Text } from '@mantine/core';
import { subscribeToEvents } from '@toolbox/client/events';
import { FOREGROUND_NOTIFICATION_MS, messages, TOAST_COLORS } from '@toolbox/domain';
import { Bell } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { toolboxUrlFor } from '../../lib/notification-links';

/**
 * New documents and software while the toolbox is open (SPEC.md §3 Foreground notification): a
 * toast with the title, body and a link to the toolbox's own page, for 8 s (SPEC.md §9).
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
          // Something was published: lists and records read before it are out of date now.
          for (const queryKey of [['documents'], ['software'], ['whats-new'], ['search']])
            void queryClient.invalidateQueries({ queryKey });
          const path = toolboxUrlFor(notification.data).replace(/^\/toolbox/, '') || '/';
          toast(
            (t) => (
              <Stack gap={2} role="status" aria-label={notification.title}>
                <Text fw={600} size="sm">
                  {notification.title}
                </Text>
                {notification.body && <Text size="sm">{notification.body}</Text>}
                <Anchor
                  href={`/toolbox${path}`}
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    toast.dismiss(t.id);
                    void navigate(path);
                  }}
                >
                  {messages.shell.openNotificationLink}
                </Anchor>
              </Stack>
            ),
            {
              id: `notification-${notification.timestamp}-${notification.title}`,
              duration: FOREGROUND_NOTIFICATION_MS,
              icon: <Bell size={18} color={TOAST_COLORS.info} aria-hidden />,
              style: { borderLeft: `4px solid ${TOAST_COLORS.info}` },
            },
          );
        },
      }),
    [navigate, queryClient],
  );
  return null;
}
