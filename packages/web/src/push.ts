import type { ApiClient } from '@toolbox/client/http';
import { messages, PushPublicKeySchema, type SavePushSubscriptionInput } from '@toolbox/domain';
import { useCallback, useEffect, useState } from 'react';
import { readJson, writeJson, type StorageKey } from './storage';

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

/** Where an app's pushes arrive and where it remembers that set-up ran. */
export interface PushDeviceConfig {
  api: ApiClient;
  /** The worker that shows this app's pushes; a click opens a page in its scope. */
  workerUrl: string;
  scope: string;
  /** Holds the user set-up last ran for, in this browser session. */
  setUpKey: StorageKey;
}

async function registerWorker({
  workerUrl,
  scope,
}: PushDeviceConfig): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(workerUrl, { scope });
  return navigator.serviceWorker.ready;
}

/** The device's subscription if it was made with `key`; one made with another key is dropped. */
async function subscriptionFor(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    return (
      subscription ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      }))
    );
  } catch (cause) {
    throw new Error(messages.notifications.noToken, { cause });
  }
}

/**
 * Gets this device's push subscription (the "push token") and stores it for the signed-in user.
 * A subscription made with another server key is replaced: the server could not sign pushes for
 * it. Throws with the product's wording.
 */
async function subscribeThisDevice(
  config: PushDeviceConfig,
  registration?: ServiceWorkerRegistration,
): Promise<PushSubscription> {
  const { api } = config;
  registration ??= await registerWorker(config);
  const { publicKey } = await api.get('/api/v1/push/public-key', { schema: PushPublicKeySchema });
  if (!publicKey) throw new Error(messages.notifications.keyMissing);
  const subscription = await subscriptionFor(registration, keyBytes(publicKey));
  const input: SavePushSubscriptionInput = {
    subscription: subscription.toJSON() as SavePushSubscriptionInput['subscription'],
    deviceInfo: { platform: navigator.platform, userAgent: navigator.userAgent },
  };
  await api.post('/api/v1/push/subscription', input);
  return subscription;
}

/**
 * Notification set-up, once per sign-in: when the browser already allows notifications, refresh
 * this device's subscription. Asking is the prompt bar's (a browser asks only after a click).
 * Failures are warnings only.
 */
async function setUpNotifications(
  config: PushDeviceConfig,
  userId: string | undefined,
): Promise<void> {
  if (!userId) {
    console.warn(messages.notifications.setupFailed);
    return;
  }
  if (readJson<string>(config.setUpKey) === userId) return;
  writeJson(config.setUpKey, userId);
  if (!isPushSupported()) {
    console.warn(messages.notifications.notInitialized);
    return;
  }
  // The product's order: supported, register the worker, then the permission, then the token.
  try {
    const registration = await registerWorker(config);
    if (Notification.permission === 'denied') {
      console.warn(messages.notifications.permissionDenied);
      return;
    }
    if (Notification.permission === 'granted') await subscribeThisDevice(config, registration);
  } catch (error) {
    console.warn(messages.notifications.initFailed, error);
  }
}

/**
 * The prompt bar's Enable Notifications: ask the browser, then subscribe this device. Answers the
 * permission the user gave; a failed subscription is warned about and thrown.
 */
async function enableNotifications(
  config: PushDeviceConfig,
  userId: string,
): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn(messages.notifications.permissionDenied);
    return permission;
  }
  try {
    await subscribeThisDevice(config);
    writeJson(config.setUpKey, userId);
  } catch (error) {
    console.warn(messages.notifications.setupFailed, error);
    throw error;
  }
  return permission;
}

/** Stops pushes to this device: the browser's subscription and the stored one. */
async function unsubscribeThisDevice({ api, workerUrl }: PushDeviceConfig): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(workerUrl);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/v1/push/subscription', { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * Signing out on a shared device (issue #17 item 14): every push subscription this browser holds
 * for the site, the portal's and the toolbox's alike, is dropped at the push service, so no
 * notification for the person who left reaches the next one. The server forgets the same
 * subscriptions with the session they were made in. Best effort, and never longer than
 * `timeoutMs`: a sign-out without signal must not hang on it.
 */
export async function forgetPushSubscriptions(timeoutMs = 3000): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const forget = async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations.map(async (registration) => {
        const subscription = await registration.pushManager?.getSubscription();
        await subscription?.unsubscribe();
      }),
    );
  };
  await Promise.race([
    forget().catch((error: unknown) => console.warn('Could not drop push subscriptions', error)),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** Whether this device currently has a push subscription. */
async function hasDeviceSubscription({ workerUrl }: PushDeviceConfig): Promise<boolean> {
  if (!isPushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(workerUrl);
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * One app's push subscription on this device. Both apps use the same steps with their own worker,
 * so a change of server key (or any other fix) reaches both.
 */
export function createPushDevice(config: PushDeviceConfig) {
  return {
    setUpNotifications: (userId: string | undefined) => setUpNotifications(config, userId),
    enableNotifications: (userId: string) => enableNotifications(config, userId),
    unsubscribeThisDevice: () => unsubscribeThisDevice(config),
    hasDeviceSubscription: () => hasDeviceSubscription(config),
  };
}

/**
 * The browser's notification permission, kept current: it changes when the user answers the
 * prompt or changes the site's settings while the page is open.
 */
export function usePushPermission(): [PushPermission, () => void] {
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const refresh = useCallback(() => setPermission(currentPermission()), []);

  useEffect(() => {
    if (permission === 'unsupported' || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'notifications' })
      .then((s) => {
        if (cancelled) return;
        status = s;
        s.onchange = refresh;
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (status) status.onchange = null;
    };
  }, [permission, refresh]);

  return [permission, refresh];
}
