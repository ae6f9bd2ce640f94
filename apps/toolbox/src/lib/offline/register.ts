import { finishPendingSignOut } from '@/lib/pending-sign-out';
import { flushActivity } from './activity-queue';
import { flushOutbox } from './outbox';
import { resumeKeeps } from './keep-manager';

/**
 * The toolbox's worker and its scope (docs/decisions/012; the portal's push worker has the
 * root). The scope has no trailing slash so that `/toolbox` itself, where the router's home
 * link points, is served by the worker too; the server allows it with Service-Worker-Allowed.
 */
export const SERVICE_WORKER_URL = '/toolbox/sw.js';
export const SERVICE_WORKER_SCOPE = '/toolbox';

/**
 * Registers the service worker once `firstScreen` resolves, so that its precache does not
 * compete with the first screen (production builds only: Vite's dev server has no built worker). Whenever the network comes back, and at start, a sign-out made
 * without signal reaches the server first (whichever screen is open), then the writes and the
 * activity made without signal, then the keeps that broke off continue.
 */
export function registerServiceWorker(firstScreen: Promise<void>): void {
  const catchUp = () =>
    void finishPendingSignOut()
      .then(() => flushOutbox())
      .then(() => flushActivity())
      .then(() => resumeKeeps());
  window.addEventListener('online', catchUp);
  catchUp();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void firstScreen.then(() =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.warn('The offline worker could not be registered', error)),
  );
}
