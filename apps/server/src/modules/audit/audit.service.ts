import type { AuditAction, AuditEntry, AuditListQuery, Page } from '@toolbox/domain';
import type { AuditRepository, AuditRow } from './audit.repository';

/** What happened; names are stable because the audit view and tests filter on them. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  lockout: 'auth.lockout',
  signOut: 'auth.sign-out',
  accessDenied: 'auth.access-denied',
  passwordResetRequested: 'auth.password-reset-requested',
  passwordResetCompleted: 'auth.password-reset-completed',
  passwordChanged: 'auth.password-changed',
  userCreated: 'user.created',
  userUpdated: 'user.updated',
  userDeactivated: 'user.deactivated',
  userDisabled: 'user.disabled',
  userEnabled: 'user.enabled',
  adminSeeded: 'user.admin-seeded',
  documentCreated: 'document.created',
  documentVersionAdded: 'document.version-added',
  documentUpdated: 'document.updated',
  documentDeleted: 'document.deleted',
  documentDownloaded: 'document.downloaded',
  documentViewed: 'document.viewed',
  softwareCreated: 'software.created',
  softwareDeleted: 'software.deleted',
  softwareDownloaded: 'software.downloaded',
  machineCreated: 'machine.created',
  machineUpdated: 'machine.updated',
  machineDeleted: 'machine.deleted',
  guideSaved: 'guide.saved',
  guideDeleted: 'guide.deleted',
  guidesReplaced: 'guide.section-replaced',
  guidesImported: 'guide.imported',
  guideSettingsChanged: 'guide.settings-changed',
  partDiagramCreated: 'part-diagram.created',
  partDiagramUpdated: 'part-diagram.updated',
  partDiagramDeleted: 'part-diagram.deleted',
  specificationsReplaced: 'specifications.replaced',
} as const satisfies Record<string, AuditAction>;

/** Who acted, and from which client address when known. */
export type Actor = { id: string | null; email: string | null; ip?: string | null };

/** Records who did what to which record, from where. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(entry: {
    action: AuditAction;
    actor?: Actor | null;
    target?: { type: string; id: string } | null;
    ip?: string | null;
    details?: Record<string, unknown>;
  }): Promise<AuditRow> {
    return this.repository.insert({
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      ip: entry.ip ?? entry.actor?.ip ?? null,
      details: entry.details ?? {},
    });
  }

  /** A page of the log, newest first, as the API presents it. */
  async page(query: AuditListQuery): Promise<Page<AuditEntry>> {
    const { rows, total } = await this.repository.page(query);
    return {
      items: rows.map(presentAuditEntry),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Every entry matching the filters (tests and small look-ups; at most 500). */
  async list(filter: Partial<AuditListQuery>): Promise<AuditRow[]> {
    const { rows } = await this.repository.page({ page: 1, pageSize: 500, ...filter });
    return rows;
  }
}

/** The API shape of an audit entry. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    details: row.details,
  };
}
