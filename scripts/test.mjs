// `npm test`: every suite. Unit and integration tests (Vitest: domain, client, web, server on
// PGlite, portal, toolbox), the server suite again on PostgreSQL, then the Playwright end-to-end
// suite in Chromium. With CI=true a missing PostgreSQL or Chromium fails the run instead of
// skipping its suite.
//
// Vitest runs one worker on a 2-core machine (cores - 1), so the suites go in two lanes side by
// side: together they keep both cores busy. Each one's
// output is kept and printed whole when it ends, so the log reads suite by suite. The browser
// suite runs last and alone: its waits are timed, and a busy machine would make them flaky.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildCommands, root } from './build-if-needed.mjs';
import { findPostgresBin, startThrowawayPostgres } from './postgres.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const results = [];
const started = Date.now();

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one suite as a child process; resolves to whether it passed. */
function run(name, command, args, { env = {}, quiet = false } = {}) {
  const since = Date.now();
  if (!quiet) console.log(`\n=== ${name} (started) ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      if (quiet) console.log(`\n=== ${name} ===\n${output}`);
      console.log(`=== ${name}: ${ok ? 'passed' : 'failed'} in ${seconds(since)} ===`);
      results.push({ name, outcome: ok ? 'passed' : 'failed', time: seconds(since) });
      resolve(ok);
    });
  });
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

async function postgresSuite() {
  const name = 'server integration tests (PostgreSQL)';
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
  if (!databaseUrl) {
    unavailable(name, 'no PostgreSQL (set TEST_DATABASE_URL or install initdb)');
    return;
  }
  try {
    await run(name, 'npx', ['vitest', 'run', '--project', 'server'], {
      env: { TEST_DATABASE_URL: databaseUrl },
      quiet: true,
    });
  } finally {
    postgres?.stop();
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = fs.existsSync(chromium);

async function buildForBrowser() {
  for (const { name, command, args, markBuilt } of buildCommands()) {
    if (!(await run(`build the ${name}`, command, args, { quiet: true }))) return false;
    markBuilt();
  }
  return true;
}

const projects = (...names) => names.flatMap((name) => ['--project', name]);

// Two lanes of about equal length: the server suite on PGlite (the longest), then the small
// packages' tests, in one; the server suite on PostgreSQL beside the build, then the two apps'
// component tests, in the other.
const [, built] = await Promise.all([
  (async () => {
    await run(
      'server integration tests (PGlite)',
      'npx',
      ['vitest', 'run', '--project', 'server'],
      {
        quiet: true,
      },
    );
    await run(
      'domain, client, web and scripts tests',
      'npx',
      ['vitest', 'run', ...projects('domain', 'client', 'web', 'scripts')],
      { quiet: true },
    );
  })(),
  (async () => {
    const [, ok] = await Promise.all([
      postgresSuite(),
      browser ? buildForBrowser() : Promise.resolve(false),
    ]);
    await run(
      'portal and toolbox component tests',
      'npx',
      ['vitest', 'run', ...projects('portal', 'toolbox')],
      { quiet: true },
    );
    return ok;
  })(),
]);

if (!browser) {
  unavailable(
    'end-to-end tests (Playwright, Chromium)',
    `no Chromium at ${chromium} (set CHROMIUM_PATH)`,
  );
} else if (built) {
  await run(
    'end-to-end tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { env: { CHROMIUM_PATH: chromium } },
  );
} else {
  results.push({ name: 'end-to-end tests (Playwright, Chromium)', outcome: 'failed' });
}

console.log(`\n=== summary (${seconds(started)}) ===`);
for (const r of results)
  console.log(`${r.outcome.padEnd(8)} ${r.name}${r.time ? ` (${r.time})` : ''}`);
const count = (o) => results.filter((r) => r.outcome === o).length;
console.log(
  `suites: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
);
process.exitCode = count('failed') > 0 ? 1 : 0;
