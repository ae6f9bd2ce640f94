import type { AuditAction, AuditEntry, AuditListQuery, Page } from '@toolbox/domain';
import { presentPage } from '../../lib/paging';
import type { Transaction } from '../files/files.repository';
import { presentAuditEntry } from './audit.presenter';
import type { AuditRepository, AuditRow } from './audit.repository';

/** Who acted, and from which client address when known. */
export type Actor = { id: string | null; email: string | null; ip?: string | null };

/** One line of the audit log: who did what to which record, from where. */
export type AuditRecord = {
  action: AuditAction;
  actor?: Actor | null;
  target?: { type: string; id: string } | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/** Records who did what to which record, from where. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /**
   * Appends an entry. A service that changes records passes its transaction, so the change and
   * its entry commit together or not at all.
   */
  record(entry: AuditRecord, tx?: Transaction): Promise<AuditRow> {
    return this.repository.insert(
      {
        action: entry.action,
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        ip: entry.ip ?? entry.actor?.ip ?? null,
        details: entry.details ?? {},
      },
      tx,
    );
  }

  /** A page of the log, newest first, as the API presents it. */
  async page(query: AuditListQuery): Promise<Page<AuditEntry>> {
    return presentPage(await this.repository.page(query), query, presentAuditEntry);
  }

  /** Every entry matching the filters (tests and small look-ups; at most 500). */
  async list(filter: Partial<AuditListQuery>): Promise<AuditRow[]> {
    const { rows } = await this.repository.page({ page: 1, pageSize: 500, ...filter });
    return rows;
  }
}
