import { Anchor, Stack, Text } from '@mantine/core';
import {
  FOREGROUND_NOTIFICATION_MS,
  messages,
  TOAST_COLORS,
  TOAST_DEFAULT_MS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_POSITION,
  TOAST_SUCCESS_MS,
  type ForegroundNotification,
} from '@toolbox/domain';
import { Bell, Info, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import {
  toast,
  Toaster,
  useToasterStore,
  type ToastOptions,
  type ToastPosition,
} from 'react-hot-toast';

type Message = Parameters<typeof toast>[0];

const border = (color: string) => ({ borderLeft: `4px solid ${color}` });
const accent = (color: string) => ({
  style: border(color),
  iconTheme: { primary: color, secondary: '#fff' },
});

/**
 * The toasts as docs/product.md#toasts sets them: 4 s (success 2 s), 350 px, 20 at most, each kind
 * in its colour. The portal keeps them bottom-right; the toolbox puts them where a thumb reaches.
 */
export function AppToaster({ position = TOAST_POSITION }: { position?: ToastPosition }) {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position={position}
      toastOptions={{
        duration: TOAST_DEFAULT_MS,
        style: {
          maxWidth: TOAST_MAX_WIDTH_PX,
          fontSize: 'var(--mantine-font-size-sm)',
          color: 'var(--mantine-color-text)',
          background: 'var(--mantine-color-body)',
          boxShadow: 'var(--mantine-shadow-md)',
        },
        success: { duration: TOAST_SUCCESS_MS, ...accent(TOAST_COLORS.success) },
        error: accent(TOAST_COLORS.error),
      }}
    />
  );
}

/** An informational toast in the info colour of docs/product.md#toasts (#2e77ae). */
export function toastInfo(message: Message, options: ToastOptions = {}): string {
  return toast(message, {
    icon: <Info size={18} color={TOAST_COLORS.info} aria-hidden />,
    ...options,
    style: { ...border(TOAST_COLORS.info), ...options.style },
  });
}

/** A warning toast in the warning colour of docs/product.md#toasts (#ff9800). */
export function toastWarning(message: Message, options: ToastOptions = {}): string {
  return toast(message, {
    icon: <TriangleAlert size={18} color={TOAST_COLORS.warning} aria-hidden />,
    ...options,
    style: { ...border(TOAST_COLORS.warning), ...options.style },
  });
}

/** Where a notification's link goes: its address in the app, and how the app gets there. */
export interface NotificationLink {
  href: string;
  open: () => void;
}

/**
 * A foreground notification as a toast: title, body and its link, for 8 s
 * (docs/product.md#foreground-notifications). The toaster sits outside the router, so the app hands
 * over how to follow the link.
 */
export function showForegroundNotification(
  notification: ForegroundNotification,
  link: NotificationLink | null,
): string {
  return toastInfo(
    (t) => (
      <Stack gap={2} role="status" aria-label={notification.title}>
        <Text fw={600} size="sm">
          {notification.title}
        </Text>
        {notification.body && <Text size="sm">{notification.body}</Text>}
        {link && (
          <Anchor
            href={link.href}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              toast.dismiss(t.id);
              link.open();
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
