/// <reference lib="webworker" />
// The toolbox's service worker, scoped to /toolbox/: it keeps the app shell (precached at
// install), answers API reads from the network first and from what it kept when there is no
// network, and shows push notifications, opening the toolbox's own page for them.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, MATCH_OPTIONS } from '../lib/offline/cache-names';
import { toolboxUrlFor } from '../paths';
import { readPush } from './push-payload';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app address opens the app shell, online or not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/toolbox/index.html'), {
    allowlist: [/^\/toolbox(\/|$)/],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Stored images are named by their SHA-256: once fetched, they never change.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/api/v1/images/'),
  new CacheFirst({ cacheName: API_CACHE, matchOptions: MATCH_OPTIONS }),
);

// Catalogue reads: the network's answer when it comes within a few seconds, else the last one
// kept. Sessions, live events and files are never answered from here (files are checked
// against their SHA-256 by the pages and kept in their own cache).
const NOT_CACHED = [/^\/api\/v1\/auth\//, /^\/api\/v1\/events/, /\/file$/, /^\/api\/v1\/push\//];
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/v1/') &&
    !NOT_CACHED.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 6,
    matchOptions: MATCH_OPTIONS,
    plugins: [
      {
        // Only complete answers are kept: an error page must not replace a good copy.
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      },
    ],
  }),
);

self.addEventListener('push', (event) => {
  const { title, body, data } = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      data,
      icon: '/toolbox/icon-192.png',
      tag: data.documentId || data.softwareId || undefined,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    toolboxUrlFor((event.notification.data ?? {}) as Record<string, unknown>),
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/toolbox'));
      if (open) {
        const navigated = await open.navigate(url);
        return (navigated ?? open).focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
