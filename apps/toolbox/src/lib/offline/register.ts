import { flushActivity } from './activity-queue';

/**
 * The toolbox's worker and its scope (docs/decisions/012; the portal's push worker has the
 * root). The scope has no trailing slash so that `/toolbox` itself, where the router's home
 * link points, is served by the worker too; the server allows it with Service-Worker-Allowed.
 */
export const SERVICE_WORKER_URL = '/toolbox/sw.js';
export const SERVICE_WORKER_SCOPE = '/toolbox';

/**
 * Registers the service worker after the first render (production builds only: Vite's dev
 * server has no built worker), and sends queued activity whenever the network comes back.
 */
export function registerServiceWorker(): void {
  window.addEventListener('online', () => void flushActivity());
  void flushActivity();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.warn('The offline worker could not be registered', error));
  });
}
