import { SEND_NOTIFICATION_FUNCTION, type NotificationPayload } from '@toolbox/domain';
import { callFunction } from './functions';

/**
 * Calls the sendNotificationToAllUsers function with the product's payload
 * (docs/product.md#notification-payloads). docs/product.md#send-notification: a failure is only
 * logged — the upload it announces has already succeeded.
 */
export async function sendNotificationToAllUsers(payload: NotificationPayload): Promise<void> {
  try {
    await callFunction(SEND_NOTIFICATION_FUNCTION, payload);
  } catch (error) {
    console.warn('The notification could not be sent', error);
  }
}
