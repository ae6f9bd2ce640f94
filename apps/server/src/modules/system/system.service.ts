import { AUDIT_ACTIONS, messages, type SystemInfo, type TestMailResult } from '@toolbox/domain';
import { describeMailError } from '../../lib/mail/mail-errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { Actor, AuditService } from '../audit/audit.service';
import type { SystemRepository } from './system.repository';

export type SystemFacts = {
  version: string;
  databaseEngine: 'pglite' | 'postgres';
  storageBackend: 'disk' | 's3';
  vapidFromEnvironment: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where users reach Toolbox, named in the test e-mail. */
  publicUrl: string;
};

/** What this installation runs on, for administrators; secrets never leave the server. */
export class SystemService {
  constructor(
    private readonly repository: SystemRepository,
    private readonly facts: SystemFacts,
    private readonly mail: { mailer: Mailer; audit: AuditService },
  ) {}

  /**
   * Sends a test e-mail (issue #17 item 1) and says in plain words what became of it: accepted by
   * the mail server, written to the outbox (no SMTP_URL), or the mail server's refusal. A refusal
   * is an answer here, not an error: the administrator asked to find out.
   */
  async sendTestMail(to: string, actor: Actor): Promise<TestMailResult> {
    const { mailer, audit } = this.mail;
    let result: TestMailResult;
    try {
      const receipt = await mailer.send({
        to,
        subject: 'Toolbox test e-mail',
        text: [
          'This is a test e-mail from Toolbox.',
          '',
          `${actor.email ?? 'An administrator'} sent it from Settings to check that the server can send mail.`,
          `Toolbox is at ${this.facts.publicUrl}`,
        ].join('\n'),
      });
      result =
        receipt.transport === 'outbox'
          ? { outcome: 'outbox', to, message: messages.mail.testToOutbox(receipt.file) }
          : { outcome: 'sent', to, message: messages.mail.testSent(to) };
    } catch (error) {
      // Without SMTP_URL the outbox itself failed (a full disk, a folder it may not write).
      const reason = this.facts.smtpUrl
        ? describeMailError(error, this.facts.smtpUrl, to)
        : messages.mail.outboxFailed(error instanceof Error ? error.message : String(error));
      result = { outcome: 'failed', to, message: messages.mail.testFailed(reason) };
    }
    await audit.record({
      action: AUDIT_ACTIONS.mailTestSent,
      actor,
      details: { to, outcome: result.outcome },
    });
    return result;
  }

  async info(): Promise<SystemInfo> {
    const { health } = this.mail.mailer;
    const [stored, subscriptions, mailStatus] = await Promise.all([
      this.repository.storedFiles(),
      this.repository.pushSubscriptions(),
      health ? health.status() : null,
    ]);
    const { facts } = this;
    return {
      version: facts.version,
      database: { engine: facts.databaseEngine },
      storage: { backend: facts.storageBackend, ...stored },
      push: {
        configured: true,
        keySource: facts.vapidFromEnvironment ? 'environment' : 'generated',
        subscriptions,
      },
      mail: {
        transport: facts.smtpUrl ? 'smtp' : 'outbox',
        // Only the host: the URL may carry a user name and password.
        host: facts.smtpUrl ? new URL(facts.smtpUrl).host : null,
        from: facts.mailFrom,
        ...(mailStatus ? { status: mailStatus } : {}),
      },
    };
  }
}
