/** The web app manifest (written by vite-plugin-pwa, precached by the worker). */
export const MANIFEST_URL = '/toolbox/manifest.webmanifest';
/** The icon iOS puts on the home screen when the toolbox is added to it. */
export const HOME_SCREEN_ICON_URL = '/toolbox/icon-192.png';

/**
 * Links what makes the toolbox installable: the manifest and the iOS home-screen icon. A phone's
 * browser fetches the manifest and an icon from it as soon as it finds the link, so the page is
 * built without them and they come once the first screen is usable, beside the offline worker;
 * installing is offered only later anyway. Adding them twice adds nothing.
 */
export function addInstallLinks(head: HTMLHeadElement): void {
  const links = [
    { rel: 'manifest', href: MANIFEST_URL },
    { rel: 'apple-touch-icon', href: HOME_SCREEN_ICON_URL },
  ];
  for (const { rel, href } of links) {
    if (head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = head.ownerDocument.createElement('link');
    link.rel = rel;
    link.href = href;
    head.append(link);
  }
}
