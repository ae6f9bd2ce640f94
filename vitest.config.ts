import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers the unit and integration projects. The PostgreSQL run of the server
 * suite is the `server-pg` project; scripts/test.mjs runs it when a database can be had.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/client',
      'packages/web',
      'apps/server',
      'apps/portal',
      'apps/toolbox',
      'scripts',
    ],
  },
});
