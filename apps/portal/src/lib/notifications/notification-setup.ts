import { messages } from '@toolbox/domain';
import { storageKeys } from '@toolbox/web/storage';
import { isPushSupported, registerPushWorker, subscribeThisDevice } from './push-device';

// Cleared at sign-out (@toolbox/web/storage), so the next sign-in sets up again.
const SET_UP_KEY = storageKeys.portal.notificationsSetUpFor.name;

/**
 * SPEC.md §4 Notification set-up, once per sign-in: check that push messaging is supported,
 * register the worker, and when the browser's permission is granted get the push token and store
 * it on the user record. Asking for permission is the prompt bar's (a browser asks only after a
 * click). Failures are warnings only (SPEC.md §8).
 */
export async function setUpNotifications(userId: string | undefined): Promise<void> {
  if (!userId) {
    console.warn(messages.notifications.setupFailed);
    return;
  }
  if (sessionStorage.getItem(SET_UP_KEY) === userId) return;
  sessionStorage.setItem(SET_UP_KEY, userId);
  if (!isPushSupported()) {
    console.warn(messages.notifications.notInitialized);
    return;
  }
  try {
    const registration = await registerPushWorker();
    if (Notification.permission === 'denied') {
      console.warn(messages.notifications.permissionDenied);
      return;
    }
    if (Notification.permission === 'granted') await subscribeThisDevice(registration);
  } catch (error) {
    console.warn(messages.notifications.initFailed, error);
  }
}

/**
 * The prompt bar's Enable Notifications: ask the browser, then get and store the token.
 * Answers the permission the user gave.
 */
export async function enableNotifications(userId: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn(messages.notifications.permissionDenied);
    return permission;
  }
  try {
    await subscribeThisDevice(await registerPushWorker());
    sessionStorage.setItem(SET_UP_KEY, userId);
  } catch (error) {
    console.warn(messages.notifications.setupFailed, error);
    throw error;
  }
  return permission;
}

/** Forgets that set-up ran, so the next sign-in runs it again. */
export function resetNotificationSetUp(): void {
  sessionStorage.removeItem(SET_UP_KEY);
}
