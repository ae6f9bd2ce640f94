import { SEND_NOTIFICATION_FUNCTION, type NotificationPayload } from '@toolbox/domain';
import { callFunction } from './functions';

/**
 * Calls the sendNotificationToAllUsers function with SPEC.md §3's payload. SPEC.md §7: a
 * failure is only logged — the upload it announces has already succeeded.
 */
export async function sendNotificationToAllUsers(payload: NotificationPayload): Promise<void> {
  try {
    await callFunction(SEND_NOTIFICATION_FUNCTION, payload);
  } catch (error) {
    console.warn('The notification could not be sent', error);
  }
}
