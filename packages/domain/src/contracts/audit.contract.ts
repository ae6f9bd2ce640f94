/**
 * The contract of the audit log endpoint, GET /api/v1/audit: its filterable list query, an entry
 * as the API presents it, and the audit action names with the labels the audit view shows for
 * them (the server's action constants are checked against `AuditAction`). Errors use the common
 * codes of `./common.contract.ts`.
 */
import { z } from 'zod';
import { pageQueryFields } from './common.contract';

/** One audit log entry as the API presents it. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/v1/audit query. */
export const AuditListQuery = z.object({
  ...pageQueryFields,
  action: z.string().trim().max(100).optional(),
  actorId: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(2000).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

/** The audit actions, with how the audit view labels them. */
export const AUDIT_ACTION_LABELS = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.lockout': 'Sign-in locked',
  'auth.sign-out': 'Signed out',
  'auth.access-denied': 'Access denied',
  'auth.password-reset-requested': 'Password reset requested',
  'auth.password-reset-completed': 'Password reset',
  'auth.password-changed': 'Password changed',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.deactivated': 'User deactivated',
  'user.disabled': 'User disabled',
  'user.enabled': 'User enabled',
  'user.admin-seeded': 'Administrator created at first start',
  'document.created': 'Document uploaded',
  'document.version-added': 'Document version uploaded',
  'document.updated': 'Document edited',
  'document.deleted': 'Document deleted',
  'document.downloaded': 'Document downloaded',
  'document.viewed': 'Document viewed',
  'software.created': 'Software uploaded',
  'software.deleted': 'Software deleted',
  'software.downloaded': 'Software downloaded',
  'machine.created': 'Machine added',
  'machine.updated': 'Machine edited',
  'machine.deleted': 'Machine deleted',
  'guide.saved': 'Troubleshooting guide saved',
  'guide.deleted': 'Troubleshooting guide deleted',
  'guide.section-replaced': 'Troubleshooting guides reordered',
  'guide.imported': 'Troubleshooting guides imported',
  'guide.settings-changed': 'Troubleshooting settings changed',
  'part-diagram.created': 'Part diagram added',
  'part-diagram.updated': 'Part diagram edited',
  'part-diagram.deleted': 'Part diagram deleted',
  'specifications.replaced': 'Specifications saved',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS_LIST = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];
