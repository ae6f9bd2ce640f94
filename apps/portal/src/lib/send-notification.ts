import type { NotificationPayload } from '@toolbox/domain';
import { api } from './api-client';

/**
 * Calls the sendNotificationToAllUsers function with SPEC.md §3's payload. SPEC.md §7: a
 * failure is only logged — the upload it announces has already succeeded.
 */
export async function sendNotificationToAllUsers(payload: NotificationPayload): Promise<void> {
  try {
    await api.post('/api/v1/functions/sendNotificationToAllUsers', { data: payload });
  } catch (error) {
    console.warn('The notification could not be sent', error);
  }
}
