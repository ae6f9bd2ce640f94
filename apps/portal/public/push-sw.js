// Toolbox push worker: the background worker for push messaging at the site root (SPEC.md §9).
// It shows a push as a system notification and opens the notification's url on click. Plain
// JavaScript on purpose: a worker served as is, outside the bundle, so its URL never changes.
// DEFAULT_TITLE is SPEC.md's default and is checked against packages/domain by push-sw.test.ts.
const DEFAULT_TITLE = 'New Notification';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's {notification, data}; a push that is not JSON shows its text. */
function readPush(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { notification: { body: data.text() } };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event.data);
  const notification = payload.notification || {};
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  const title =
    typeof notification.title === 'string' && notification.title.trim() !== ''
      ? notification.title
      : DEFAULT_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notification.body === 'string' ? notification.body : '',
      data,
      icon: '/favicon.svg',
      // One notification per item: a repeated push replaces the earlier one.
      tag: data.documentId || data.softwareId || undefined,
    }),
  );
});

/** The page to open: the notification's url when it is on this site, else the home page. */
function targetUrl(data) {
  const origin = self.location.origin;
  try {
    const url = new URL((data && data.url) || '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        return open.navigate(url).then((w) => (w || open).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
