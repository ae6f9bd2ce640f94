import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, messages } from '@toolbox/domain';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { totpCode } from '../src/modules/auth/two-factor/secrets';
import { buildAppOn, configIn } from './build-app';
import { cookieFrom } from './helpers';
import { migratedDataDir } from './data-folders';

/**
 * `npm run admin -- reset-password <email>` (issue #17 item 1): the last administrator who forgot
 * their password gets a one-time link at the server's console, built from PUBLIC_URL.
 */
const PUBLIC_URL = 'https://toolbox.example.com';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = migratedDataDir('toolbox-cli-');
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An installation with one administrator, as `npm start` leaves it, then closed. */
async function installWithAdmin(env: Record<string, string>, database: DatabaseOptions) {
  const config = configIn(env.DATA_DIR!, { ...env, PUBLIC_URL });
  const handle = await openDatabase(database);
  const { app, services } = await buildAppOn(config, handle);
  await services.users.createAccount(
    {
      email: 'boss@example.com',
      password: 'forgotten-long-ago',
      displayName: 'Boss',
      role: 'Admin',
    },
    null,
  );
  await app.close();
  await handle.close();
  return { config, database };
}

async function run(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runAdminCommand(args, { ...env, PUBLIC_URL }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** Completes the reset through the API of a fresh server on the same installation. */
async function completeReset(
  installed: Awaited<ReturnType<typeof installWithAdmin>>,
  link: string,
  password: string,
) {
  const handle = await openDatabase(installed.database);
  const { app, services } = await buildAppOn(installed.config, handle);
  try {
    const token = new URL(link).searchParams.get('token')!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/complete',
      payload: { token, password },
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'boss@example.com', password, rememberMe: false },
    });
    const audit = await services.audit.list({ action: AUDIT_ACTIONS.passwordResetLinkIssued });
    return { reset: reset.statusCode, signIn: signIn.statusCode, audit };
  } finally {
    await app.close();
    await handle.close();
  }
}

describe('npm run admin -- reset-password, on the embedded database', () => {
  const pglite = (dataDir: string): DatabaseOptions => ({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'db'),
    migrationsDir: configIn(dataDir).migrationsDir,
  });

  it('prints a one-time link from PUBLIC_URL that sets a new password, and audits it', async () => {
    const DATA_DIR = tempDataDir();
    const installed = await installWithAdmin({ DATA_DIR }, pglite(DATA_DIR));

    const { code, output } = await run(['reset-password', 'Boss@Example.com'], { DATA_DIR });
    expect(code).toBe(0);
    const link = /https:\/\/\S+/.exec(output)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(PUBLIC_URL);
    expect(new URL(link!).pathname).toBe('/reset-password');

    const result = await completeReset(installed, link!, 'a-new-password-1');
    expect(result).toMatchObject({ reset: 204, signIn: 200 });
    expect(result.audit[0]).toMatchObject({
      actorId: null,
      details: { email: 'boss@example.com' },
    });
  });

  it('says so for an address nobody has, and shows how it is used when not understood', async () => {
    const DATA_DIR = tempDataDir();
    await installWithAdmin({ DATA_DIR }, pglite(DATA_DIR));
    const unknown = await run(['reset-password', 'nobody@example.com'], { DATA_DIR });
    expect(unknown).toEqual({ code: 1, output: `${messages.user.notFound}: nobody@example.com` });
    expect((await run([], { DATA_DIR })).code).toBe(2);
    expect((await run(['reset-password'], { DATA_DIR })).output).toContain('Usage: npm run admin');
  });

  it('turns off two-factor sign-in for someone who lost their phone and codes, audited', async () => {
    const DATA_DIR = tempDataDir();
    const installed = await installWithAdmin({ DATA_DIR }, pglite(DATA_DIR));
    let handle = await openDatabase(installed.database);
    let built = await buildAppOn(installed.config, handle);
    const signIn = () =>
      built.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'boss@example.com', password: 'forgotten-long-ago' },
      });
    const cookie = cookieFrom(await signIn());
    const setup = await built.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/setup',
      headers: { cookie },
    });
    const { secret } = setup.json<{ secret: string }>();
    await built.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/enable',
      headers: { cookie },
      payload: { code: await totpCode(secret), password: 'forgotten-long-ago' },
    });
    expect((await signIn()).json()).toMatchObject({ code: 'second-factor-required' });
    await built.app.close();
    await handle.close();

    const off = await run(['turn-off-two-factor', 'boss@example.com'], { DATA_DIR });
    expect(off.code).toBe(0);
    expect(off.output).toContain('Two-factor sign-in is off for boss@example.com');
    expect((await run(['turn-off-two-factor', 'boss@example.com'], { DATA_DIR })).code).toBe(1);

    handle = await openDatabase(installed.database);
    built = await buildAppOn(installed.config, handle);
    try {
      expect((await signIn()).statusCode).toBe(200);
      const audit = await built.services.audit.list({ action: AUDIT_ACTIONS.twoFactorDisabled });
      expect(audit[0]).toMatchObject({ actorId: null, details: { via: 'console' } });
    } finally {
      await built.app.close();
      await handle.close();
    }
  });

  it('refuses while a server holds the data folder, naming it', async () => {
    const DATA_DIR = tempDataDir();
    await installWithAdmin({ DATA_DIR }, pglite(DATA_DIR));
    const server = spawn('sleep', ['30']);
    cleanups.push(() => void server.kill());
    fs.writeFileSync(path.join(DATA_DIR, 'server.lock'), String(server.pid));
    await expect(run(['reset-password', 'boss@example.com'], { DATA_DIR })).rejects.toThrow(
      `Another Toolbox server (process ${server.pid}) is already using the data folder`,
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'npm run admin -- reset-password, on PostgreSQL',
  () => {
    it('works beside a running server: PostgreSQL needs no lock on the data folder', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `toolbox_cli_${crypto.randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const DATA_DIR = tempDataDir();
      const env = { DATA_DIR, DATABASE_URL: url.toString() };
      const installed = await installWithAdmin(env, {
        kind: 'postgres',
        url: url.toString(),
        migrationsDir: configIn(DATA_DIR).migrationsDir,
      });
      const server = spawn('sleep', ['30']);
      cleanups.push(() => void server.kill());
      fs.writeFileSync(path.join(DATA_DIR, 'server.lock'), String(server.pid));

      const { code, output } = await run(['reset-password', 'boss@example.com'], env);
      expect(code).toBe(0);
      const link = /https:\/\/\S+/.exec(output)![0];
      expect(await completeReset(installed, link, 'a-new-password-2')).toMatchObject({
        reset: 204,
        signIn: 200,
      });
    });
  },
);
