import type { AuditEntry } from '@toolbox/domain';
import type { AuditRow } from './audit.repository';

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
