import { Alert, Badge, Button, Group, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { relativeAge } from '@toolbox/domain';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { usePushPermission } from '@toolbox/web/push';
import { SectionCard } from '../../../components/section-card';
import {
  enableNotifications,
  hasDeviceSubscription,
  unsubscribeThisDevice,
} from '../../../lib/notifications/push-device';
import { usePushDevices } from '../api/get-push-devices';
import { useSendTestNotification } from '../api/send-test-notification';

const PERMISSION_TEXT = {
  granted: ['Allowed', 'teal'],
  denied: ['Blocked in the browser', 'red'],
  default: ['Not asked yet', 'gray'],
  unsupported: ['Not supported here', 'gray'],
} as const;

/** This device's subscription: the browser's permission, whether it is on, and turning it on or off. */
function useDeviceSubscription(userId: string) {
  const queryClient = useQueryClient();
  const [permission, refreshPermission] = usePushPermission();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    hasDeviceSubscription()
      .then((has) => !cancelled && setSubscribed(has))
      .catch(() => !cancelled && setSubscribed(false));
    return () => {
      cancelled = true;
    };
  }, [permission]);

  const refresh = async () => {
    refreshPermission();
    setSubscribed(await hasDeviceSubscription().catch(() => false));
    await queryClient.invalidateQueries({ queryKey: ['notifications', 'devices'] });
  };

  const enable = () => {
    setBusy(true);
    enableNotifications(userId)
      .then((answer) =>
        answer === 'granted'
          ? toast.success('Notifications are on for this device.')
          : toast.error('The browser did not allow notifications.'),
      )
      .catch(() => toast.error('This device could not be subscribed to notifications.'))
      .finally(() => {
        setBusy(false);
        void refresh();
      });
  };

  const disable = () => {
    setBusy(true);
    unsubscribeThisDevice()
      .then(() => toast.success('Notifications are off for this device.'))
      .catch(() => toast.error('Notifications could not be turned off. Please try again.'))
      .finally(() => {
        setBusy(false);
        void refresh();
      });
  };

  return { permission, subscribed, busy, enable, disable };
}

/** The devices that receive the user's notifications. */
function YourDevices() {
  const devices = usePushDevices();
  return (
    <>
      {devices.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : devices.isError ? (
        <Text size="sm" c="red">
          Your devices could not be loaded.
        </Text>
      ) : devices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No device receives your notifications yet.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {devices.data.map((device) => (
            <List.Item key={device.id}>
              {device.platform || 'Unknown platform'} · {device.pushService} · active{' '}
              {relativeAge(device.lastActiveAt)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** Settings: notifications on this device: enable, disable, send a test; the user's devices. */
export function DeviceNotifications({ userId }: { userId: string }) {
  const { permission, subscribed, busy, enable, disable } = useDeviceSubscription(userId);
  const sendTest = useSendTestNotification();

  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(
          `Test sent: ${result.delivered} device${result.delivered === 1 ? '' : 's'} reached.`,
        ),
      onError: () => toast.error('The test notification could not be sent.'),
    });

  const [label, color] = PERMISSION_TEXT[permission];
  return (
    <SectionCard
      id="device-notifications-title"
      title="Notifications on this device"
      icon={BellRing}
      badge={
        <Badge color={color} variant="light">
          {label}
        </Badge>
      }
      gap="md"
    >
      <Text size="sm" c="dimmed" mt={-8}>
        New documents and software packages arrive as a system notification, even when the portal is
        closed. While it is open they also show as a message in the corner.
      </Text>
      {permission === 'unsupported' && (
        <Alert color="gray">
          This browser cannot receive push notifications here (they need a secure https connection
          and a browser with push support).
        </Alert>
      )}
      {permission === 'denied' && (
        <Alert color="orange">
          Notifications are blocked for this site. Allow them in the browser’s site settings, then
          come back.
        </Alert>
      )}
      <Group gap="sm">
        {subscribed ? (
          <Button variant="default" onClick={disable} loading={busy}>
            Disable on this device
          </Button>
        ) : (
          <Button
            onClick={enable}
            loading={busy}
            disabled={permission === 'unsupported' || permission === 'denied'}
          >
            Enable on this device
          </Button>
        )}
        <Button variant="light" onClick={test} loading={sendTest.isPending}>
          Send a test
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Your devices
        </Text>
        <YourDevices />
      </div>
    </SectionCard>
  );
}
