import { describe, expect, it } from 'vitest';
import { appPage, renderAppPage } from './vite-page.mjs';

const entry = '<!-- a note -->\n<script type="module" src="/src/main.tsx"></script>\n';

describe('renderAppPage', () => {
  it("writes the app's head around index.html's entry, without its note", () => {
    const page = renderAppPage(
      { title: 'Toolbox Admin', description: 'Admin portal: resources.', icon: '/favicon.svg' },
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
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(doc.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
    expect(doc.body.innerHTML.trim()).toBe(
      '<div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>',
    );
    expect(page).not.toContain('a note');
  });

  it('adds the home-screen icon and the notch setting of an installable app, escaped', () => {
    const page = renderAppPage(
      {
        title: 'Tools & "fixes"',
        description: 'a <b>',
        icon: '/toolbox/icon.svg',
        appleTouchIcon: '/toolbox/icon-192.png',
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
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      '/toolbox/icon-192.png',
    );
  });
});

describe('appPage', () => {
  it('transforms the page before Vite reads its scripts', () => {
    const options = { title: 'T', description: 'D', icon: '/i.svg' };
    const plugin = appPage(options);
    expect(plugin.transformIndexHtml.order).toBe('pre');
    expect(plugin.transformIndexHtml.handler(entry)).toBe(renderAppPage(options, entry));
  });
});
