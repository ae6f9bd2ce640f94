/**
 * bench/sign-in: docs/product.md#sec-sign-in-answers — a wrong password for a known email and any
 * password for an unknown email must take about as long, so timing does not reveal who has an
 * account. Measures both over real HTTP on loopback (PGlite, in memory) and reports medians and
 * their ratio as JSON. Bounded: a fixed number of attempts, spread over many addresses' worth of
 * accounts so the lockout never triggers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { buildAppOn, configIn } from '../../apps/server/test/build-app';
import { summarize, writeResult } from '../lib';

const rounds = Number(process.env.BENCH_REQUESTS ?? 40);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  const config = configIn(dataDir, {
    LOCKOUT_MAX_FAILURES_PER_ADDRESS: String(rounds * 4),
  });
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: undefined,
    migrationsDir: config.migrationsDir,
  });
  const { app, services } = await buildAppOn(config, database);
  const known: string[] = [];
  // One account per 9 attempts keeps every account under the lockout threshold.
  for (let i = 0; i < Math.ceil(rounds / 9); i++) {
    const email = `known${i}@example.com`;
    await services.users.createAccount(
      { email, password: 'the-right-password', displayName: `K${i}`, role: 'Engineer' },
      null,
    );
    known.push(email);
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const attempt = async (email: string, password = 'a-wrong-password', status = 401) => {
    const start = performance.now();
    const response = await fetch(`${address}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    await response.text();
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}`);
    return performance.now() - start;
  };
  const knownSamples: number[] = [];
  const unknownSamples: number[] = [];
  const successSamples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    // Interleaved, so drift on the machine affects both alike.
    knownSamples.push(await attempt(known[i % known.length]!));
    unknownSamples.push(await attempt(`nobody${i}@example.com`));
    successSamples.push(await attempt(known[i % known.length]!, 'the-right-password', 200));
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const knownWrong = summarize(knownSamples);
  const unknownEmail = summarize(unknownSamples);
  const signedIn = summarize(successSamples);
  const ratio = Math.round((knownWrong.medianMs / unknownEmail.medianMs) * 100) / 100;
  console.log(
    `known email, wrong password: median ${knownWrong.medianMs} ms, p99 ${knownWrong.p99Ms} ms`,
  );
  console.log(
    `unknown email:               median ${unknownEmail.medianMs} ms, p99 ${unknownEmail.p99Ms} ms`,
  );
  console.log(`ratio of medians: ${ratio} (1.0 means timing tells nothing)`);
  console.log(
    `successful sign-in:          median ${signedIn.medianMs} ms, p99 ${signedIn.p99Ms} ms`,
  );
  const file = writeResult('sign-in', {
    benchmark: 'sign-in',
    at: new Date().toISOString(),
    rounds,
    knownWrong,
    unknownEmail,
    ratio,
    signedIn,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

await main();
