import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machines, users } from '../../db/schema';
import { firebaseScrypt, type FirebaseHashConfig } from '../../modules/auth/firebase-scrypt';
import {
  createTestContext,
  injectAs,
  ON_DISK_TIMEOUT_MS,
  testDatabaseKind,
  type TestContext,
} from '../../../test/helpers';
import { exportedTimestamp, SAMPLE_HASH_CONFIG } from '../../../test/firebase-export';
import { parseAuthExport } from './auth-export';
import { exportedCollection, parseFirestoreExport, parseProfiles } from './firestore-export';
import { parseHashConfig } from './hash-config';
import { importMachines } from './import-machines';
import { importUsers } from './import-users';
import { runFirebaseImport } from './run';
import { withMigratedDatabase } from '../../../test/data-folders';

// Issue #20, first part: users move over from Firebase and keep their passwords.

const HASH_CONFIG_BLOCK = SAMPLE_HASH_CONFIG;
const CONFIG: FirebaseHashConfig = parseHashConfig(HASH_CONFIG_BLOCK);

/** An account as `firebase auth:export --format=json` writes it, its hash made for `password`. */
async function exported(uid: string, email: string, password: string | null, extra = {}) {
  const salt = crypto.randomBytes(12);
  const hash = password ? await firebaseScrypt(password, salt, CONFIG) : null;
  return {
    localId: uid,
    email,
    emailVerified: true,
    displayName: `Name of ${uid}`,
    createdAt: '1600000000000',
    lastSignedInAt: '1700000000000',
    ...(hash ? { passwordHash: hash.toString('base64'), salt: salt.toString('base64') } : {}),
    providerUserInfo: [],
    ...extra,
  };
}

const timestamp = (seconds: number) => exportedTimestamp(seconds * 1000);

describe('the hash config', () => {
  it('is read as the console shows it, or as JSON with the same keys', () => {
    expect(CONFIG).toEqual({
      signerKey:
        'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
      saltSeparator: 'Bw==',
      rounds: 8,
      memCost: 14,
    });
    const json = JSON.stringify({
      algorithm: 'SCRYPT',
      base64_signer_key: CONFIG.signerKey,
      base64_salt_separator: CONFIG.saltSeparator,
      rounds: 8,
      mem_cost: 14,
    });
    expect(parseHashConfig(json)).toEqual(CONFIG);
  });

  it('says what is wrong with one that cannot be used', () => {
    expect(() => parseHashConfig('hash_config { algorithm: SCRYPT, rounds: 8 }')).toThrow(
      'The hash config has no base64_signer_key, base64_salt_separator, mem_cost.',
    );
    expect(() => parseHashConfig(HASH_CONFIG_BLOCK.replace('SCRYPT', 'BCRYPT'))).toThrow(
      /hashed with BCRYPT/,
    );
    expect(() =>
      parseHashConfig(HASH_CONFIG_BLOCK.replace('mem_cost: 14', 'mem_cost: 40')),
    ).toThrow('mem_cost must be a whole number from 1 to 14, not 40.');
  });
});

describe('importing users', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('keeps ids, profiles and passwords; a second run changes nothing', async () => {
    const auth = parseAuthExport(
      JSON.stringify({
        users: [
          await exported('fb-admin', 'Ada@Example.com', 'ada-firebase-password'),
          await exported('fb-engineer', 'eng@example.com', 'eng-firebase-password', {
            disabled: true,
          }),
          await exported('fb-no-password', 'google@example.com', null),
          { localId: 'fb-broken', email: 'not an email' },
        ],
      }),
    );
    expect(auth.unreadable).toEqual([
      { index: 3, uid: 'fb-broken', reason: expect.stringMatching(/^email: /) as string },
    ]);
    const { profiles } = parseProfiles(
      parseFirestoreExport(
        JSON.stringify({
          __collections__: {
            users: {
              'fb-admin': {
                role: 'ADMIN',
                team: 'North',
                status: 'active',
                createdAt: timestamp(1.5e9),
              },
            },
          },
        }),
      ),
    );
    const input = { accounts: auth.accounts, hashConfig: CONFIG, profiles };

    const lines = await importUsers(t.database.db, input, { dryRun: false });
    expect(lines.map((line) => [line.id, line.outcome])).toEqual([
      ['fb-admin', 'imported'],
      ['fb-engineer', 'imported'],
      ['fb-no-password', 'imported'],
    ]);
    expect(lines[2]!.reason).toMatch(/needs a password reset/);

    const [admin] = await t.database.db.select().from(users).where(eq(users.id, 'fb-admin'));
    expect(admin).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Name of fb-admin',
      role: 'ADMIN',
      team: 'North',
      status: 'active',
      disabled: false,
      createdAt: new Date(1.5e12),
    });
    const [engineer] = await t.database.db.select().from(users).where(eq(users.id, 'fb-engineer'));
    expect(engineer).toMatchObject({ role: 'engineer', status: 'active', disabled: true });

    // The old password signs in (and is replaced by Toolbox's own hash); a wrong one does not.
    expect((await t.signIn('ada@example.com', 'not-her-password')).statusCode).toBe(401);
    const signedIn = await t.signIn('ada@example.com', 'ada-firebase-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { role: string } }>().user.role).toBe('ADMIN');
    // Disabled in Firebase, disabled here.
    expect((await t.signIn('eng@example.com', 'eng-firebase-password')).statusCode).toBe(403);

    const again = await importUsers(t.database.db, input, { dryRun: false });
    expect(again.map((line) => line.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
    // The password Toolbox hashed since is kept.
    expect((await t.signIn('ada@example.com', 'ada-firebase-password')).statusCode).toBe(200);
  });

  it('reports what a dry run would change and writes nothing', async () => {
    const account = await exported('fb-dry', 'dry@example.com', 'dry-password');
    const input = (team: string) => ({
      accounts: parseAuthExport(JSON.stringify({ users: [account] })).accounts,
      hashConfig: CONFIG,
      profiles: new Map([['fb-dry', { team }]]),
    });
    expect((await importUsers(t.database.db, input('East'), { dryRun: true }))[0]!.outcome).toBe(
      'imported',
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, 'fb-dry'))).toEqual([]);
    await importUsers(t.database.db, input('East'), { dryRun: false });
    expect((await importUsers(t.database.db, input('West'), { dryRun: true }))[0]!.outcome).toBe(
      'updated',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, 'fb-dry'));
    expect(row!.team).toBe('East');
  });

  it('refuses an email that belongs to another Toolbox user', async () => {
    const someone = await t.createUser({ email: 'taken@example.com' });
    const account = await exported('fb-taken', 'taken@example.com', 'pw-1');
    const lines = await importUsers(
      t.database.db,
      {
        accounts: parseAuthExport(JSON.stringify({ users: [account] })).accounts,
        hashConfig: CONFIG,
        profiles: new Map(),
      },
      { dryRun: false },
    );
    expect(lines).toEqual([
      {
        collection: 'users',
        id: 'fb-taken',
        outcome: 'failed',
        reason: 'the email taken@example.com belongs to another Toolbox user',
      },
    ]);
    expect(someone.id).not.toBe('fb-taken');
  });
});

describe('importing machines', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('keeps each id as it is, temp_ ones included, and reports what it cannot take', async () => {
    const collection = exportedCollection(
      parseFirestoreExport(
        JSON.stringify({
          __collections__: {
            machines: {
              jura_giga6: {
                manufacturer: 'Jura',
                model: 'GIGA 6',
                createdAt: timestamp(1.6e9),
                updatedAt: timestamp(1.65e9),
              },
              temp_1712345678: { manufacturer: 'Unknown', model: 'Countertop', createdAt: 1.7e12 },
              undated: { manufacturer: 'Franke', model: 'A400' },
              'bad/id': { manufacturer: 'X', model: 'Y' },
              no_model: { manufacturer: 'Franke' },
              bad_date: { manufacturer: 'Franke', model: 'A600', createdAt: 'last year' },
            },
          },
        }),
      ),
      'machines',
    );
    const lines = await importMachines(t.database.db, collection, { dryRun: false });
    expect(lines.map((line) => [line.id, line.outcome, line.reason])).toEqual([
      ['jura_giga6', 'imported', undefined],
      ['temp_1712345678', 'imported', undefined],
      ['undated', 'imported', undefined],
      ['bad/id', 'failed', 'the id "bad/id" is not a machine id'],
      ['no_model', 'failed', 'no model'],
      ['bad_date', 'failed', 'not a date: "last year"'],
    ]);
    const [jura] = await t.database.db.select().from(machines).where(eq(machines.id, 'jura_giga6'));
    expect(jura).toMatchObject({
      manufacturer: 'Jura',
      model: 'GIGA 6',
      createdAt: new Date(1.6e12),
      updatedAt: new Date(1.65e12),
    });
    // The product's own API finds it under its id.
    const admin = await t.createUser({ role: 'Admin' });
    const found = await injectAs(t, admin, 'GET', '/api/v1/machines/temp_1712345678');
    expect(found.statusCode, found.body).toBe(200);
    const again = await importMachines(t.database.db, collection, { dryRun: false });
    // A machine without dates keeps the ones it got at its first import.
    expect(again.filter((line) => line.outcome !== 'failed').map((line) => line.outcome)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ]);
  });
});

// The command itself, on the embedded database (what `npm run import:firebase` opens by default).
describe.skipIf(testDatabaseKind === 'postgres')('npm run import:firebase', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-firebase-import-'));
  const dataDir = withMigratedDatabase(path.join(dir, 'data'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const output: string[] = [];
    const code = await runFirebaseImport([...args, '--data-dir', dataDir], {}, (line) =>
      output.push(line),
    );
    return { code, output: output.join('\n') };
  };

  it(
    'imports, reports, and a second run changes nothing',
    async () => {
      const files = {
        auth: path.join(dir, 'users.json'),
        config: path.join(dir, 'hash-config.txt'),
        firestore: path.join(dir, 'firestore.json'),
      };
      fs.writeFileSync(
        files.auth,
        JSON.stringify({
          users: [
            await exported('cli-1', 'one@example.com', 'pw-one'),
            // Its profile cannot be read: it is not imported with the defaults either.
            await exported('cli-2', 'two@example.com', 'pw-two'),
          ],
        }),
      );
      fs.writeFileSync(files.config, HASH_CONFIG_BLOCK);
      fs.writeFileSync(
        files.firestore,
        JSON.stringify({
          __collections__: {
            users: {
              'cli-1': { role: 'Engineer', team: 'South', createdAt: '2021-03-04T05:06:07Z' },
              'cli-2': { role: 'Engineer', createdAt: 'yesterday' },
            },
            machines: { jura_e8: { manufacturer: 'Jura', model: 'E8' } },
            // Without --storage, records that carry files are not read.
            documents: { d1: { title: 'Manual', filePath: 'documents/x.pdf' } },
            notifications: {},
          },
        }),
      );
      const args = [
        '--auth',
        files.auth,
        '--hash-config',
        files.config,
        '--firestore',
        files.firestore,
      ];

      const dry = await run(...args, '--dry-run');
      expect(dry.output).toContain('Dry run: nothing was written.');

      const first = await run(...args);
      // cli-2's profile has a malformed date: reported, and the run says so in its exit code.
      expect(first.code).toBe(1);
      expect(first.output).toMatch(/users\s+1\s+0\s+0\s+1/);
      expect(first.output).toContain('users cli-2: failed, not a date: "yesterday"');
      expect(first.output).toContain('Push tokens (fcmToken) are not carried over');
      expect(first.output).toContain(
        '1 documents record(s) were not read: their files need --storage.',
      );
      expect(first.output).toContain(
        'Not imported (not part of what Toolbox takes over): notifications.',
      );
      expect(first.output).toMatch(/machines\s+1\s+0\s+0\s+0/);
      const reports = fs.readdirSync(path.join(dataDir, 'imports'));
      expect(reports).toHaveLength(2);

      const second = await run(...args);
      expect(second.output).toMatch(/users\s+0\s+0\s+1\s+1/);
    },
    ON_DISK_TIMEOUT_MS,
  );

  it('refuses while a server holds the data folder, and writes nothing', async () => {
    const server = spawn('sleep', ['30']);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(server.pid));
      const file = path.join(dir, 'held.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ users: [await exported('held', 'held@example.com', null)] }),
      );
      const { code, output } = await run('--auth', file);
      expect(code).toBe(1);
      expect(output).toContain(
        `The import failed and nothing was written: Another Toolbox server (process ${server.pid}) is already using the data folder`,
      );
    } finally {
      server.kill();
      fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
    }
  });

  it('explains itself when given nothing to import, or a file it cannot read', async () => {
    const { code, output } = await run();
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run import:firebase');
    const missing = await run('--auth', path.join(dir, 'no-such-file.json'));
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no-such-file.json');
  });
});
