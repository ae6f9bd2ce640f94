// `npm test`: every suite. Unit and integration tests (Vitest: domain, client, server on PGlite,
// portal), the server suite again on PostgreSQL, then the Playwright end-to-end suite in Chromium.
// With CI=true a missing PostgreSQL or Chromium fails the run instead of skipping its suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from './build-if-needed.mjs';
import { findPostgresBin, startThrowawayPostgres } from './postgres.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  results.push({ name, outcome: ok ? 'passed' : 'failed' });
  return ok;
}

function unavailable(name, why) {
  if (ci) {
    console.error(`\n=== ${name} ===\n${why} — required when CI=true.`);
    results.push({ name, outcome: 'failed' });
  } else {
    console.warn(`\n=== ${name} ===\nSkipped: ${why}.`);
    results.push({ name, outcome: 'skipped' });
  }
}

run('unit and integration tests (PGlite)', 'npx', ['vitest', 'run']);

let postgres = null;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  const bin = findPostgresBin();
  if (bin) {
    try {
      postgres = await startThrowawayPostgres(bin);
      databaseUrl = postgres.url;
    } catch (error) {
      console.error(
        `Could not start a throwaway PostgreSQL: ${error.stderr?.toString() ?? error.message}`,
      );
    }
  }
}
if (databaseUrl) {
  try {
    run('server integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
      TEST_DATABASE_URL: databaseUrl,
    });
  } finally {
    postgres?.stop();
  }
} else {
  unavailable(
    'server integration tests (PostgreSQL)',
    'no PostgreSQL (set TEST_DATABASE_URL or install initdb)',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  run(
    'end-to-end tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      CHROMIUM_PATH: chromium,
    },
  );
} else {
  unavailable(
    'end-to-end tests (Playwright, Chromium)',
    `no Chromium at ${chromium} (set CHROMIUM_PATH)`,
  );
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.outcome.padEnd(8)} ${r.name}`);
const count = (o) => results.filter((r) => r.outcome === o).length;
console.log(
  `suites: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
);
process.exitCode = count('failed') > 0 ? 1 : 0;
