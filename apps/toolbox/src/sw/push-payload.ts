/**
 * The product's default title (docs/product.md#foreground-notifications); kept equal to the
 * domain's by a test.
 */
export const DEFAULT_TITLE = 'New Notification';

export interface PushContent {
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * The push's {notification, data} (the payloads of docs/product.md#notification-payloads); a push
 * that is not JSON shows its text.
 */
export function readPush(message: { json(): unknown; text(): string } | null): PushContent {
  let payload: { notification?: { title?: unknown; body?: unknown }; data?: unknown } = {};
  if (message) {
    try {
      payload = message.json() ?? {};
    } catch {
      payload = { notification: { body: message.text() } };
    }
  }
  const title = payload.notification?.title;
  const body = payload.notification?.body;
  const data: Record<string, string> = {};
  if (payload.data && typeof payload.data === 'object') {
    for (const [key, value] of Object.entries(payload.data)) {
      if (typeof value === 'string') data[key] = value;
    }
  }
  return {
    title: typeof title === 'string' && title.trim() !== '' ? title : DEFAULT_TITLE,
    body: typeof body === 'string' ? body : '',
    data,
  };
}
