import { describe, expect, it } from 'vitest';
import { appPage, renderAppPage } from './vite-page.mjs';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#00a19a"/></svg>';
const entry = '<!-- a note -->\n<script type="module" src="/src/main.tsx"></script>\n';

describe('renderAppPage', () => {
  it("writes the app's head around index.html's entry, without its note", () => {
    const page = renderAppPage(
      { title: 'Toolbox Admin', description: 'Admin portal: resources.', iconSvg: SVG },
      entry,
    );
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Toolbox Admin');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1.0',
    );
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Admin portal: resources.',
    );
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#00a19a');
    // The favicon is in the page, not a request of its own.
    const icon = doc.querySelector('link[rel="icon"]')?.getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(decodeURIComponent(icon!.slice(icon!.indexOf(',') + 1))).toBe(SVG.replaceAll('"', "'"));
    // Nor anything else a browser would fetch by itself: the toolbox links its manifest and
    // home-screen icon once its first screen is usable.
    expect(doc.querySelectorAll('link:not([rel="icon"])')).toHaveLength(0);
    expect(doc.body.innerHTML.trim()).toBe(
      '<div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>',
    );
    expect(page).not.toContain('a note');
  });

  it('adds the notch setting of an installable app, and escapes', () => {
    const page = renderAppPage(
      {
        title: 'Tools & "fixes"',
        description: 'a <b>',
        iconSvg: SVG,
        viewportFit: 'cover',
      },
      entry,
    );
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.title).toBe('Tools & "fixes"');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('a <b>');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1.0, viewport-fit=cover',
    );
  });
});

describe('appPage', () => {
  it('transforms the page before Vite reads its scripts', () => {
    const options = { title: 'T', description: 'D', iconSvg: SVG };
    const plugin = appPage(options);
    expect(plugin.transformIndexHtml.order).toBe('pre');
    expect(plugin.transformIndexHtml.handler(entry)).toBe(renderAppPage(options, entry));
  });
});
