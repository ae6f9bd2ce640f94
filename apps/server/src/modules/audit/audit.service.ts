import type { AuditRepository, AuditRow } from './audit.repository';

/** What happened; names are stable because the audit view and tests filter on them. */
export const AUDIT_ACTIONS = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  signOut: 'auth.sign-out',
  accessDenied: 'auth.access-denied',
  userCreated: 'user.created',
  adminSeeded: 'user.admin-seeded',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export type Actor = { id: string | null; email: string | null };

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
      ip: entry.ip ?? null,
      details: entry.details ?? {},
    });
  }

  list(filter: { action?: string; actorId?: string; limit?: number }): Promise<AuditRow[]> {
    return this.repository.list({ ...filter, limit: filter.limit ?? 50 });
  }
}
