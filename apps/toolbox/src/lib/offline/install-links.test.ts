import { describe, expect, it } from 'vitest';
import { addInstallLinks, HOME_SCREEN_ICON_URL, MANIFEST_URL } from './install-links';

describe('the links that make the toolbox installable', () => {
  it('adds the manifest and the home-screen icon to the head, once', () => {
    const doc = document.implementation.createHTMLDocument('Toolbox');
    addInstallLinks(doc.head);
    addInstallLinks(doc.head);
    const links = [...doc.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      href: link.getAttribute('href'),
    }));
    expect(links).toEqual([
      { rel: 'manifest', href: MANIFEST_URL },
      { rel: 'apple-touch-icon', href: HOME_SCREEN_ICON_URL },
    ]);
  });
});
