// The page both apps are served in, written once. Each app's index.html holds only its entry
// script; this Vite plugin writes the document around it, so the two heads cannot drift apart.
// Plain JavaScript: Vite's config loader hands workspace packages to Node, which on the Node
// versions we support does not read TypeScript. Types: vite-page.d.mts.

/** The brand teal (packages/web/src/theme.ts, shade 6): the browser's toolbar on phones. */
const THEME_COLOR = '#00a19a';

/** @param {string} value */
function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** index.html's entry script, without the note that points here. @param {string} html */
function withoutComments(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '').trim();
}

/**
 * An SVG as a data: URL, as short as it can be: single quotes, and only the characters a URL
 * cannot hold as they are percent-encoded. @param {string} svg
 */
function svgDataUrl(svg) {
  const markup = svg.trim().replaceAll('"', "'").replace(/\s+/g, ' ');
  return `data:image/svg+xml,${markup.replace(/[%#<>]/g, encodeURIComponent)}`;
}

/**
 * The whole document around `entry` (what index.html holds).
 * @param {import('./vite-page.d.mts').AppPageOptions} options
 * @param {string} entry
 */
export function renderAppPage(options, entry) {
  const { title, description, iconSvg, viewportFit } = options;
  const viewport = ['width=device-width', 'initial-scale=1.0'];
  if (viewportFit) viewport.push(`viewport-fit=${viewportFit}`);
  const head = [
    '<meta charset="UTF-8" />',
    `<meta name="viewport" content="${viewport.join(', ')}" />`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${THEME_COLOR}" />`,
    // In the page rather than a file of its own: a few hundred bytes here cost less than a
    // request and its kilobyte of headers (Chromium asked twice on the toolbox's first page)
    // beside the first page's files on a slow link.
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(svgDataUrl(iconSvg))}" />`,
    `<title>${escapeHtml(title)}</title>`,
  ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    ${withoutComments(entry)}`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The Vite plugin: runs before Vite reads the page's scripts, so the entry in index.html is
 * bundled (and served in development) as in any other page.
 * @param {import('./vite-page.d.mts').AppPageOptions} options
 */
export function appPage(options) {
  return {
    name: 'toolbox:app-page',
    transformIndexHtml: {
      order: /** @type {const} */ ('pre'),
      /** @param {string} entry */
      handler: (entry) => renderAppPage(options, entry),
    },
  };
}

/**
 * Both apps' build: into dist with source maps, and whatever the entry imports statically (the
 * first page) in one chunk rather than many small shared ones, since every request costs its
 * headers and a round trip on a slow link (issue #19 item 8).
 */
export const appBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: true,
  rolldownOptions: {
    output: { codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] } },
  },
};
