import type { Page } from '@playwright/test';

/** What the page itself saw: times in ms since navigation began, and as wall-clock time. */
export type Probe = {
  /** When the Email field could first take typing (see `watchForTheForm`). */
  usableMs: number | null;
  usableAt: number | null;
  /** When the page asked for its service worker, if it did. */
  workerRegisteredMs: number | null;
  /** Links in the head when the form became usable, that a phone fetches on its own. */
  links: { rel: string; href: string }[];
};

// The page's globals, as far as the probe uses them: this package is typed for Node, not the DOM.
type Field = { disabled: boolean; labels: ArrayLike<{ textContent: string | null }> | null };
declare const window: { firstPageProbe: Probe };
declare const document: {
  querySelectorAll(selector: 'input'): ArrayLike<Field>;
  querySelectorAll(selector: string): ArrayLike<{ rel: string; href: string }>;
};
declare const navigator: { serviceWorker?: { register: (...args: unknown[]) => Promise<unknown> } };
declare const requestAnimationFrame: (callback: () => void) => void;
declare const MutationObserver: new (callback: () => void) => {
  observe: (target: unknown, options: object) => void;
  disconnect: () => void;
};

/**
 * Runs in the page before its own scripts. The form answers input once the Email field is on
 * the page and enabled, a frame has painted it and the main thread is free to run a task after
 * that frame: an input event would be handled then. That moment is read in the page, not from
 * Playwright, whose polling for the field lags behind it on a busy machine (by half a second and
 * more), long enough for what the page loads after the form to be counted as before it. The
 * worker's registration is timed where the page makes it.
 */
function watchForTheForm() {
  const probe: Probe = { usableMs: null, usableAt: null, workerRegisteredMs: null, links: [] };
  window.firstPageProbe = probe;
  const container = navigator.serviceWorker;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args: unknown[]) => {
      probe.workerRegisteredMs ??= Math.round(performance.now());
      return register(...args);
    };
  }
  const emailField = () =>
    Array.from(document.querySelectorAll('input')).find(
      (input) =>
        !input.disabled &&
        Array.from(input.labels ?? []).some((label) =>
          label.textContent?.trim().startsWith('Email'),
        ),
    );
  let seen = false;
  const look = () => {
    if (seen || !emailField()) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        probe.usableMs = Math.round(performance.now());
        probe.usableAt = Date.now();
        // What a phone's browser fetches by itself from the head (headless Chromium does not).
        probe.links = Array.from(
          document.querySelectorAll('link[rel~="manifest"], link[rel~="apple-touch-icon"]'),
        ).map((link) => ({ rel: link.rel, href: link.href }));
      }),
    );
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

export async function installProbe(page: Page): Promise<void> {
  // tsx names the probe's inner functions with an `__name` helper of its own, which the page
  // lacks: a stand-in that names nothing comes with it.
  await page.addInitScript({
    content: `{ const __name = (fn) => fn; (${watchForTheForm.toString()})(); }`,
  });
}

/** The probe's findings once the form has become usable. */
export async function readProbe(page: Page, timeout: number): Promise<Probe> {
  await page.waitForFunction(() => window.firstPageProbe?.usableAt !== null, undefined, {
    timeout,
  });
  return page.evaluate(() => window.firstPageProbe);
}

/** When the page registered its service worker, in ms since navigation began, if it has. */
export function workerRegisteredMs(page: Page): Promise<number | null> {
  return page.evaluate(() => window.firstPageProbe.workerRegisteredMs);
}
