import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type FirebaseImportReport,
  type ImportResetLinksResult,
  type LastFirebaseImport,
} from '@toolbox/domain';
import {
  createTestAdmin,
  decodeQuotedPrintable,
  injectAs,
  resetLinkIn,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { parseAuthExport } from '../../import/firebase/auth-export';
import { importUsers } from '../../import/firebase/import-users';

// Issue #20: /settings shows the last import's report, and imported users who came without a
// password (Google sign-in in Firebase) are sent reset links.

const REPORT: FirebaseImportReport = {
  at: '2026-11-28T05:00:00.000Z',
  dryRun: false,
  counts: { documents: { imported: 2, updated: 0, skipped: 1, failed: 1 } },
  lines: [
    { collection: 'documents', id: 'a', outcome: 'imported' },
    { collection: 'documents', id: 'b', outcome: 'skipped', reason: 'unchanged' },
    { collection: 'documents', id: 'c', outcome: 'failed', reason: 'file missing from --storage' },
    { collection: 'documents', id: 'd', outcome: 'imported', reason: 'machine "x" not found' },
  ],
  notes: ['Push tokens (fcmToken) are not carried over.'],
};

/** An account imported from Firebase without a password hash. */
async function importWithoutPassword(t: TestContext, uid: string, email: string) {
  const { accounts } = parseAuthExport(JSON.stringify({ users: [{ localId: uid, email }] }));
  await importUsers(
    t.database.db,
    { accounts, hashConfig: null, profiles: new Map() },
    {
      dryRun: false,
    },
  );
}

function writeReport(t: TestContext, name: string, report: FirebaseImportReport) {
  fs.mkdirSync(path.join(t.dataDir, 'imports'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'imports', name), JSON.stringify(report));
}

describe('the last import, on a default install (no SMTP_URL)', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, admin } = await createTestAdmin());
  });
  afterAll(() => t.close());

  it('is none until the command has run, then the newest report with what needs a look', async () => {
    const none = await injectAs(t, admin, 'GET', '/api/v1/system/firebase-import');
    expect(none.json()).toEqual({ report: null });

    await importWithoutPassword(t, 'google-user', 'google@example.com');
    writeReport(t, 'firebase-2026-11-27T05-00-00-000Z.json', { ...REPORT, dryRun: true });
    writeReport(t, 'firebase-2026-11-28T05-00-00-000Z.json', REPORT);
    const { report } = (
      await injectAs(t, admin, 'GET', '/api/v1/system/firebase-import')
    ).json<LastFirebaseImport>();
    expect(report).toEqual({
      ...REPORT,
      file: 'firebase-2026-11-28T05-00-00-000Z.json',
      lines: [REPORT.lines[2], REPORT.lines[3]],
      moreLines: 0,
      awaitingReset: 1,
    });
  });

  it('is for administrators only', async () => {
    const engineer = await t.createUser();
    const answer = await injectAs(t, engineer, 'GET', '/api/v1/system/firebase-import');
    expect(answer.statusCode).toBe(403);
    const send = await injectAs(t, engineer, 'POST', '/api/v1/system/firebase-import/reset-links');
    expect(send.statusCode).toBe(403);
  });

  it('cannot send reset links without mail, and says so', async () => {
    const answer = await injectAs(t, admin, 'POST', '/api/v1/system/firebase-import/reset-links');
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe(messages.user.resetNeedsMail);
  });
});

describe('reset links for imported users, with SMTP_URL', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'gone@example.com')
          return callback(new Error('550 No such mailbox'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            data: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    ({ t, admin } = await createTestAdmin({}, { SMTP_URL: `smtp://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails each one a link, says who could not be reached, and the link sets a password', async () => {
    await importWithoutPassword(t, 'g1', 'first@example.com');
    await importWithoutPassword(t, 'g2', 'gone@example.com');
    const answer = await injectAs(t, admin, 'POST', '/api/v1/system/firebase-import/reset-links');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<ImportResetLinksResult>();
    expect(result.sent).toEqual(['first@example.com']);
    expect(result.failed).toEqual([
      { email: 'gone@example.com', reason: expect.stringContaining('550') as string },
    ]);
    const mail = received.find((m) => m.to.includes('first@example.com'))!;
    const link = resetLinkIn(mail.data);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/complete',
      payload: { token: link.searchParams.get('token'), password: 'a brand new passphrase' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await t.signIn('first@example.com', 'a brand new passphrase')).statusCode).toBe(200);
    // Now with a password, nobody is sent a second link.
    const again = await injectAs(t, admin, 'POST', '/api/v1/system/firebase-import/reset-links');
    expect(again.json<ImportResetLinksResult>().sent).toEqual([]);
  });
});
