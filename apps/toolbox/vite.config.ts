import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { appBuild, appPage } from '@toolbox/web/vite-page';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * vite-plugin-pwa writes the manifest's link into the page, and a phone's browser fetches the
 * manifest and an icon as soon as it reads it, beside the sign-in form's own files on a slow
 * link. The app links it itself once the first screen is usable (lib/offline/install-links.ts);
 * the worker still precaches it.
 */
const manifestLinkAfterFirstScreen: Plugin = {
  name: 'toolbox:manifest-link-after-first-screen',
  enforce: 'post',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
  },
};

/** The engineer toolbox: served by the API server at /toolbox/, its service worker scoped there. */
export default defineConfig({
  base: '/toolbox/',
  // `@/…` is apps/toolbox/src, as in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    appPage({
      title: 'Toolbox',
      description: 'Toolbox for field engineers: manuals, software and fixes for every machine.',
      iconSvg: readFileSync(new URL('./public/icon.svg', import.meta.url), 'utf8'),
      // Installed on a phone, the app draws under the notch.
      viewportFit: 'cover',
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (lib/offline/register.ts), after the first render.
      injectRegister: false,
      scope: '/toolbox',
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,wasm}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        rollupFormat: 'iife',
      },
      manifest: {
        id: '/toolbox/',
        name: 'Toolbox',
        short_name: 'Toolbox',
        description: 'Manuals, software and fixes for every machine, on site.',
        start_url: '/toolbox/',
        scope: '/toolbox',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#00a19a',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    manifestLinkAfterFirstScreen,
  ],
  server: {
    // Beside the portal's dev server (5173); the service worker is only built, not served, here.
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: appBuild,
});
