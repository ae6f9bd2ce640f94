import type { Document } from '@toolbox/domain';
import { documentNotification } from '@toolbox/domain';
import { sendNotificationToAllUsers } from '../../../lib/send-notification';

/**
 * docs/product.md#send-notification: tells every user about a new document or version; a failure is
 * only logged.
 */
export const notifyNewDocument = (document: Document): Promise<void> =>
  sendNotificationToAllUsers(
    documentNotification({
      title: document.title,
      documentId: document.id,
      category: document.category,
    }),
  );
