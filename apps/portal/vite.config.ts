import react from '@vitejs/plugin-react';
import { appPage } from '@toolbox/web/vite-page';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    appPage({
      title: 'Toolbox Admin',
      description: 'Toolbox admin portal: field service resources, in one place.',
      icon: '/favicon.svg',
    }),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Whatever the entry imports statically (the first page) in one chunk, not in many small
        // shared ones: every request costs its headers and a round trip on a slow link.
        codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] },
      },
    },
  },
});
