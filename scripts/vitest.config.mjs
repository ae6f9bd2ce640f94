import { defineProject } from 'vitest/config';

/** The repository's own scripts (`npm start`'s build check), run for real in temporary folders. */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.mjs'],
    testTimeout: 60_000,
  },
});
