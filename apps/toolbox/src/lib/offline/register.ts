import { addInstallLinks } from './install-links';

/**
 * The toolbox's worker and its scope (docs/decisions/012; the portal's push worker has the
 * root). The scope has no trailing slash so that `/toolbox` itself, where the router's home
 * link points, is served by the worker too; the server allows it with Service-Worker-Allowed.
 */
export const SERVICE_WORKER_URL = '/toolbox/sw.js';
export const SERVICE_WORKER_SCOPE = '/toolbox';

/**
 * Registers the service worker and links the manifest once `firstScreen` resolves, so that the
 * precache, the manifest and its icon do not compete with the first screen (production builds
 * only: Vite's dev server has no built worker). Whenever the network comes back, and at start,
 * a sign-out made without signal reaches the server first (whichever screen is open), then the
 * writes and the activity made without signal, then the keeps that broke off continue.
 */
export function registerServiceWorker(firstScreen: Promise<void>): void {
  // The offline stores (idb, the keep manager) load only now, beside the first screen.
  const catchUp = () => void import('./catch-up').then(({ catchUp }) => catchUp());
  window.addEventListener('online', catchUp);
  // At start too, but once the first screen is usable: the sign-in form does not wait for it.
  void firstScreen.then(catchUp);
  // Vite's dev server serves no manifest.
  if (import.meta.env.PROD) void firstScreen.then(() => addInstallLinks(document.head));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  reloadWhenReplaced(navigator.serviceWorker, document, () => window.location.reload());
  void firstScreen.then(() =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => console.warn('The offline worker could not be registered', error)),
  );
}

/**
 * After a deploy the new worker takes over pages already open (it skips waiting and claims
 * them), but they still run the old code, which may not read the new server's answers (issue #19
 * changed the lists' shape). A page that had a worker before is reloaded when another takes
 * over: at once, or when the engineer leaves the page if they are typing in a field, so nothing
 * typed is lost. The first worker of a first visit reloads nothing.
 */
export function reloadWhenReplaced(
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
  page: Pick<Document, 'activeElement' | 'visibilityState' | 'addEventListener'>,
  reload: () => void,
): void {
  if (!container.controller) return;
  container.addEventListener('controllerchange', () => {
    const typing = page.activeElement?.matches('input, textarea, [contenteditable="true"]');
    if (!typing) return reload();
    page.addEventListener('visibilitychange', () => {
      if (page.visibilityState === 'hidden') reload();
    });
  });
}
