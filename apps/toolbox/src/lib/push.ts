import { messages, PushPublicKeySchema, type SavePushSubscriptionInput } from '@toolbox/domain';
import { api } from './api';
import { readJson, storageKeys, writeJson } from '@toolbox/web/storage';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline/register';

const SET_UP_KEY = storageKeys.toolbox.notificationsSetUpFor;

/** Whether this browser can receive pushes: a worker, a push manager, notifications, https. */
export function isPushSupported(): boolean {
  return (
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The toolbox's own worker registration: pushes for the toolbox open toolbox pages. */
async function toolboxRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/** Gets this device's push subscription and stores it for the signed-in user (SPEC.md §4). */
async function subscribeThisDevice(): Promise<void> {
  const registration = await toolboxRegistration();
  const { publicKey } = await api.get('/api/v1/push/public-key', { schema: PushPublicKeySchema });
  if (!publicKey) throw new Error(messages.notifications.keyMissing);
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch (cause) {
    throw new Error(messages.notifications.noToken, { cause });
  }
  const input: SavePushSubscriptionInput = {
    subscription: subscription.toJSON() as SavePushSubscriptionInput['subscription'],
    deviceInfo: { platform: navigator.platform, userAgent: navigator.userAgent },
  };
  await api.post('/api/v1/push/subscription', input);
}

/**
 * SPEC.md §4 Notification set-up, once per sign-in: when the browser already allows
 * notifications, refresh this device's subscription. Failures are warnings only (SPEC.md §8).
 */
export async function setUpNotifications(userId: string): Promise<void> {
  if (readJson<string>(SET_UP_KEY) === userId) return;
  writeJson(SET_UP_KEY, userId);
  if (!isPushSupported()) {
    console.warn(messages.notifications.notInitialized);
    return;
  }
  if (Notification.permission === 'denied') {
    console.warn(messages.notifications.permissionDenied);
    return;
  }
  if (Notification.permission !== 'granted') return;
  try {
    await subscribeThisDevice();
  } catch (error) {
    console.warn(messages.notifications.initFailed, error);
  }
}

/** The prompt bar's Enable Notifications: ask the browser, then subscribe this device. */
export async function enableNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn(messages.notifications.permissionDenied);
    return permission;
  }
  try {
    await subscribeThisDevice();
  } catch (error) {
    console.warn(messages.notifications.setupFailed, error);
  }
  return permission;
}
