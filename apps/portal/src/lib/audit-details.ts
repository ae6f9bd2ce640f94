import type { AuditEntry } from '@toolbox/domain';
import { AUDIT_ACTION_LABELS } from '@toolbox/domain';

/** How the audit view names an action; an action it does not know reads as stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS]
    : action;
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  displayName: 'Display name',
  role: 'Role',
  team: 'Team',
  status: 'Status',
  disabled: 'Disabled',
  reason: 'Reason',
  path: 'Path',
  rememberMe: 'Remember me',
  sessionId: 'Session ID',
  name: 'Name',
  accountFailures: 'Failures for the account',
  addressFailures: 'Failures from the address',
  known: 'Known account',
  promoted: 'Promoted',
};

/** Snapshot fields that change on every write and say nothing about what the admin changed. */
const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** The order fields are listed in; others follow in the order they come. */
const FIELD_ORDER = ['email', 'displayName', 'role', 'team', 'status', 'disabled'];

/** What a new record's entry lists: the profile it was given. */
const CREATION_FIELDS = new Set(['email', 'displayName', 'role', 'team']);

function byFieldOrder(a: string, b: string): number {
  const rank = (key: string) => {
    const index = FIELD_ORDER.indexOf(key);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return rank(a) - rank(b);
}

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key;
}

/** A detail value as text: a dash for nothing, Yes/No for booleans. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

function snapshot(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Whether the entry describes a new record: an `after` snapshot with no `before`. */
export function isCreation(details: Record<string, unknown>): boolean {
  return snapshot(details.before) === null && snapshot(details.after) !== null;
}

/** The fields whose value differs between the entry's `before` and `after` snapshots. */
export function auditChanges(details: Record<string, unknown>): AuditChange[] {
  const before = snapshot(details.before);
  const after = snapshot(details.after);
  if (!before && !after) return [];
  const created = before === null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !IGNORED_FIELDS.has(key) && (!created || CREATION_FIELDS.has(key)))
    .sort(byFieldOrder)
    .map((key) => ({
      field: key,
      label: fieldLabel(key),
      before: formatAuditValue(before?.[key]),
      after: formatAuditValue(after?.[key]),
    }))
    .filter((change) => change.before !== change.after);
}

/** One line for the audit table: the changes (Role: Engineer → Admin), else the other details. */
export function auditDetailsSummary(details: Record<string, unknown>): string {
  const changes = auditChanges(details);
  if (changes.length > 0) {
    // A record that did not exist before (a new user) reads as its values.
    const created = isCreation(details);
    return changes
      .map((c) => (created ? `${c.label}: ${c.after}` : `${c.label}: ${c.before} → ${c.after}`))
      .join('; ');
  }
  return Object.entries(details)
    .filter(([key]) => key !== 'before' && key !== 'after')
    .map(([key, value]) => `${fieldLabel(key)}: ${formatAuditValue(value)}`)
    .join('; ');
}

/** Who did it: their email, else their id, else the system itself (e.g. the first start). */
export function auditActor(entry: AuditEntry): string {
  if (entry.actorEmail) return entry.actorEmail;
  return entry.actorId ? `User ${entry.actorId.slice(0, 8)}` : 'System';
}

/** What an entry was about, and where to see it when that is a user. */
export function auditTarget(entry: AuditEntry): { label: string; to?: string } {
  if (!entry.targetType && !entry.targetId) return { label: '—' };
  if (entry.targetType === 'user' && entry.targetId) {
    const email = [snapshot(entry.details.after), snapshot(entry.details.before), entry.details]
      .map((source) => source?.email)
      .find((value): value is string => typeof value === 'string' && value !== '');
    return {
      label: email ?? `User ${entry.targetId.slice(0, 8)}`,
      to: `/users/${encodeURIComponent(entry.targetId)}`,
    };
  }
  if (entry.targetType === 'route') return { label: entry.targetId ?? '—' };
  const id = entry.targetId ?? '';
  const [machineId = '', itemId = ''] = id.split('/');
  const title = typeof entry.details.title === 'string' ? entry.details.title : null;
  if (entry.targetType === 'machine' && id) {
    return { label: `Machine ${id}`, to: `/machine-types/${encodeURIComponent(id)}` };
  }
  if (entry.targetType === 'guide' && itemId) {
    return {
      label: title ? `Guide "${title}"` : `Guide ${itemId}`,
      to: `/troubleshooting/${encodeURIComponent(machineId)}/edit/${encodeURIComponent(itemId)}`,
    };
  }
  if (entry.targetType === 'part-diagram' && itemId) {
    return {
      label: title ? `Part diagram "${title}"` : `Part diagram ${itemId}`,
      to: `/machine-types/${encodeURIComponent(machineId)}/part-diagrams/${encodeURIComponent(itemId)}`,
    };
  }
  return { label: [entry.targetType, entry.targetId].filter(Boolean).join(' ') };
}
