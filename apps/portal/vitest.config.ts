import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'portal',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Screens are typed into and clicked through as a person would; on a busy 2-core CI machine
    // a whole form can take longer than Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
