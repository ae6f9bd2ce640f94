import { defineProject } from 'vitest/config';

/**
 * Server integration tests through the real app. Without TEST_DATABASE_URL every test file gets
 * its own in-memory PGlite; with it (the `server-pg` run of scripts/test.mjs) its own PostgreSQL
 * database. Either starts as a copy of a migrated template made once per run (test/global-setup.ts).
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The server's modules keep no state of their own (each file builds its apps on its own
    // database), so the files share a worker's modules: Fastify, better-auth, the AWS SDK and the
    // app's own are loaded once per worker, not once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
