import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The README's screenshots (e2e/readme/), apart from the test suites: `npm run screenshots`
 * (scripts/screenshots.mjs) starts a server with the sample catalogue and passes its address and
 * administrator here. playwright.config.ts's projects match only portal/ and toolbox/.
 */
const baseURL = process.env.SCREENSHOTS_BASE_URL;
if (!baseURL) throw new Error('Run `npm run screenshots`: it starts the server these shots need.');

export default defineConfig({
  testDir: './readme',
  outputDir: '../test-results/readme-screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...baseConfig.use,
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
