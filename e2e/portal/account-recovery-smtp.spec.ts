import type { AddressInfo } from 'node:net';
import { messages } from '@toolbox/domain';
import { SMTPServer } from 'smtp-server';
import { ADMIN, expect, screenshotPath, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

/**
 * Issue #17 item 1 with mail set up: a server of its own whose SMTP_URL is a real SMTP peer on
 * loopback. The administrator's test e-mail and the reset link arrive, the link is built from
 * PUBLIC_URL, and the engineer uses it.
 */
type Mail = { to: string[]; text: string };
const mails: Mail[] = [];
let smtp: SMTPServer;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft breaks and escapes, enough to read a link.
          text: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const port = sidePort(23);
  server = await startServer(port, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Toolbox <toolbox@example.com>',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (email: string) => expect.poll(() => mails.find((m) => m.to.includes(email)));

test('the test e-mail and an administrator’s reset link arrive, and the link works', async ({
  page,
  browser,
}) => {
  const { origin } = server;
  expect((await page.request.post(`${origin}/api/v1/auth/sign-in`, { data: ADMIN })).status()).toBe(
    200,
  );
  const engineer = { email: 'rita.reset@toolbox.test', password: 'Rita-old-password-1' };
  const created = await page.request.post(`${origin}/api/v1/users`, {
    data: { ...engineer, displayName: 'Rita Reset', role: 'Engineer' },
  });
  const { user } = (await created.json()) as { user: { id: string } };

  // Settings: mail is set up, and the test e-mail reaches the mail server.
  await page.goto(`${origin}/settings?tab=system`);
  await expect(page.getByTestId('mail-status')).toContainText('Set up');
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByTestId('test-mail-result')).toHaveText(
    messages.mail.testSent(ADMIN.email),
  );
  await mailTo(ADMIN.email).toBeTruthy();
  expect(mails.find((m) => m.to.includes(ADMIN.email))!.text).toContain(origin);

  // The user page: a reset link, after a confirmation that names her.
  await page.goto(`${origin}/users/${user.id}`);
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByRole('button', { name: 'Send reset link' }).click();
  const dialog = page.getByRole('dialog', { name: messages.user.resetLinkTitle });
  await expect(dialog).toContainText(`Rita Reset (${engineer.email})`);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(messages.user.resetLinkSent(engineer.email))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: screenshotPath('user-reset-link-sent') });

  await mailTo(engineer.email).toBeTruthy();
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(
    mails.find((m) => m.to.includes(engineer.email))!.text,
  )?.[0];
  expect(link && new URL(link).origin).toBe(origin);

  // Rita opens it in her own browser and chooses a password.
  const ritaContext = await browser.newContext();
  const rita = await ritaContext.newPage();
  await rita.goto(link!);
  await rita.getByLabel('New password', { exact: true }).fill('Rita-new-password-1');
  await rita.getByLabel('Confirm new password').fill('Rita-new-password-1');
  await rita.getByRole('button', { name: 'Set new password' }).click();
  await expect(rita.getByText(messages.password.resetDone)).toBeVisible();
  const signIn = await ritaContext.request.post(`${origin}/api/v1/auth/sign-in`, {
    data: { email: engineer.email, password: 'Rita-new-password-1' },
  });
  expect(signIn.status()).toBe(200);
  await ritaContext.close();
});
