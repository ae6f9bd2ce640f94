import { messages, PushPublicKeySchema, type SavePushSubscriptionInput } from '@toolbox/domain';
import { api } from '../api-client';

/** The push worker: a file at the site root (SPEC.md §9), so its scope is the whole site. */
export const PUSH_WORKER_URL = '/push-sw.js';

export type PushPermission = NotificationPermission | 'unsupported';

/** Whether this browser can receive pushes: a worker, a push manager, notifications, https. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** Registers (or finds) the push worker. */
export async function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Gets this device's push subscription (the "push token") and stores it for the signed-in user.
 * A subscription made with another server key is replaced. Throws with SPEC.md §8's wording.
 */
export async function subscribeThisDevice(
  registration: ServiceWorkerRegistration,
): Promise<PushSubscription> {
  const { publicKey } = await api.get('/api/v1/push/public-key', { schema: PushPublicKeySchema });
  if (!publicKey) throw new Error(messages.notifications.keyMissing);
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch (cause) {
    throw new Error(messages.notifications.noToken, { cause });
  }
  const input: SavePushSubscriptionInput = {
    subscription: subscription.toJSON() as SavePushSubscriptionInput['subscription'],
    deviceInfo: { platform: navigator.platform, userAgent: navigator.userAgent },
  };
  await api.post('/api/v1/push/subscription', input);
  return subscription;
}

/** Stops pushes to this device: the browser's subscription and the stored one. */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/v1/push/subscription', { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** Whether this device currently has a push subscription. */
export async function hasDeviceSubscription(): Promise<boolean> {
  if (!isPushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}
