import type { CDPSession, Page } from '@playwright/test';

export type File = { path: string; type: string; bytes: number; note?: string };

export type Transfer = {
  /** Bytes on the wire, headers included, of every file below. */
  total: number;
  scriptsAndStyles: number;
  requests: number;
  /** Largest first. */
  files: File[];
};

type Request = { path: string; type: string; sentAt: number; bytes: number | null };

/**
 * Records every request the page makes (through CDP, as DevTools' Network panel does) with the
 * wall-clock time it was sent and, once it is over, its bytes on the wire: Chromium's
 * `encodedDataLength`, the response's headers and its body as sent (compressed).
 */
export function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    // A data: URL costs nothing on the wire; it is counted in the document that holds it.
    if (url.protocol === 'data:') return;
    requests.set(event.requestId, {
      path: url.pathname,
      type: event.type ?? 'Other',
      sentAt: event.wallTime * 1000,
      bytes: null,
    });
  });
  const finish = (requestId: string, bytes: number) => {
    const request = requests.get(requestId);
    if (request) request.bytes = bytes;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));

  return {
    /**
     * Every request sent before `at` (wall-clock ms), with its whole size, waiting for those
     * still under way: whatever the page asked for before its form answered input shared the
     * link with the form's own files, finished or not.
     */
    async before(at: number, timeoutMs: number): Promise<File[]> {
      const chosen = () => [...requests.values()].filter((request) => request.sentAt <= at);
      const deadline = Date.now() + timeoutMs;
      while (chosen().some((request) => request.bytes === null) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return chosen().map(({ path, type, bytes }) =>
        bytes === null
          ? { path, type, bytes: 0, note: 'unfinished' }
          : { path, type, bytes: bytes },
      );
    },
    /** Everything requested since `at`, for the record. */
    after(at: number): string[] {
      return [...requests.values()]
        .filter((request) => request.sentAt > at)
        .map((request) => request.path);
    },
  };
}

/**
 * Fetches, through the page and so on the same wire, what a phone's browser loads by itself
 * from links in the head and headless Chromium never asks for: the web app manifest (with the
 * icon Chrome reads from it to see whether the app can be installed) and the iOS home-screen
 * icon. Call it only after the measured moment.
 */
export async function fetchLinked(
  page: Page,
  cdp: CDPSession,
  links: { rel: string; href: string }[],
): Promise<File[]> {
  const urls: { url: string; note: string }[] = [];
  for (const link of links) {
    urls.push({ url: link.href, note: link.rel });
    if (!link.rel.split(/\s+/).includes('manifest')) continue;
    const manifest = (await page.evaluate(
      (href) => fetch(href).then((response) => response.json()),
      link.href,
    )) as { icons?: { src: string; sizes?: string }[] };
    // Chrome's installability check downloads one icon: the smallest of at least 144 px.
    const icon = (manifest.icons ?? [])
      .map((entry) => ({ ...entry, px: Number(entry.sizes?.split('x')[0] ?? 0) }))
      .filter((entry) => entry.px >= 144)
      .sort((a, b) => a.px - b.px)[0];
    if (icon) urls.push({ url: new URL(icon.src, link.href).href, note: 'manifest icon' });
  }
  // One file linked twice (the home-screen icon may be the manifest's) is fetched once.
  const unique = urls.filter(({ url }, index) => urls.findIndex((u) => u.url === url) === index);
  const files: File[] = [];
  for (const { url, note } of unique) {
    const bytes = new Promise<number>((resolve) => {
      let id: string | null = null;
      const sent = (event: { requestId: string; request: { url: string } }) => {
        if (event.request.url === url) id = event.requestId;
      };
      const done = (event: { requestId: string; encodedDataLength: number }) => {
        if (event.requestId !== id) return;
        cdp.off('Network.requestWillBeSent', sent);
        cdp.off('Network.loadingFinished', done);
        resolve(event.encodedDataLength);
      };
      cdp.on('Network.requestWillBeSent', sent);
      cdp.on('Network.loadingFinished', done);
    });
    await page.evaluate((href) => fetch(href).then(() => undefined), url);
    files.push({ path: new URL(url).pathname, type: 'Linked', bytes: await bytes, note });
  }
  return files;
}

export function summarizeFiles(files: File[]): Transfer {
  const sum = (list: File[]) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    total: sum(files),
    scriptsAndStyles: sum(files.filter((f) => f.type === 'Script' || f.type === 'Stylesheet')),
    requests: files.length,
    files: [...files].sort((a, b) => b.bytes - a.bytes),
  };
}
