import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { appBuild, appPage } from '@toolbox/web/vite-page';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    appPage({
      title: 'Toolbox Admin',
      description: 'Toolbox admin portal: field service resources, in one place.',
      // The same icon as public/favicon.svg, which notifications still use by its address.
      iconSvg: readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8'),
    }),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: appBuild,
});
