import type { SystemInfo } from '@toolbox/domain';
import type { SystemRepository } from './system.repository';

export type SystemFacts = {
  version: string;
  databaseEngine: 'pglite' | 'postgres';
  storageBackend: 'disk' | 's3';
  vapidFromEnvironment: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
};

/** What this installation runs on, for administrators; secrets never leave the server. */
export class SystemService {
  constructor(
    private readonly repository: SystemRepository,
    private readonly facts: SystemFacts,
  ) {}

  async info(): Promise<SystemInfo> {
    const [stored, subscriptions] = await Promise.all([
      this.repository.storedFiles(),
      this.repository.pushSubscriptions(),
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
      },
    };
  }
}
