/**
 * The contract of the audit log endpoint, GET /api/v1/audit: its filterable list query, an entry
 * as the API presents it, and the labels the audit view shows for the action names of
 * `../audit.ts`. Errors use the common codes of `./common.contract.ts`.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditActionName } from '../audit';
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

/** How the audit view labels each action; the names themselves are `AUDIT_ACTIONS`'. */
export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  [AUDIT_ACTIONS.signIn]: 'Signed in',
  [AUDIT_ACTIONS.signInFailed]: 'Sign-in failed',
  [AUDIT_ACTIONS.lockout]: 'Sign-in locked',
  [AUDIT_ACTIONS.signOut]: 'Signed out',
  [AUDIT_ACTIONS.accessDenied]: 'Access denied',
  [AUDIT_ACTIONS.passwordResetRequested]: 'Password reset requested',
  [AUDIT_ACTIONS.passwordResetCompleted]: 'Password reset',
  [AUDIT_ACTIONS.passwordChanged]: 'Password changed',
  [AUDIT_ACTIONS.userCreated]: 'User created',
  [AUDIT_ACTIONS.userUpdated]: 'User updated',
  [AUDIT_ACTIONS.userDeactivated]: 'User deactivated',
  [AUDIT_ACTIONS.userDisabled]: 'User disabled',
  [AUDIT_ACTIONS.userEnabled]: 'User enabled',
  [AUDIT_ACTIONS.adminSeeded]: 'Administrator created at first start',
  [AUDIT_ACTIONS.documentCreated]: 'Document uploaded',
  [AUDIT_ACTIONS.documentVersionAdded]: 'Document version uploaded',
  [AUDIT_ACTIONS.documentUpdated]: 'Document edited',
  [AUDIT_ACTIONS.documentDeleted]: 'Document deleted',
  [AUDIT_ACTIONS.documentDownloaded]: 'Document downloaded',
  [AUDIT_ACTIONS.documentViewed]: 'Document viewed',
  [AUDIT_ACTIONS.softwareCreated]: 'Software uploaded',
  [AUDIT_ACTIONS.softwareDeleted]: 'Software deleted',
  [AUDIT_ACTIONS.softwareDownloaded]: 'Software downloaded',
  [AUDIT_ACTIONS.machineCreated]: 'Machine added',
  [AUDIT_ACTIONS.machineUpdated]: 'Machine edited',
  [AUDIT_ACTIONS.machineDeleted]: 'Machine deleted',
  [AUDIT_ACTIONS.guideSaved]: 'Troubleshooting guide saved',
  [AUDIT_ACTIONS.guideDeleted]: 'Troubleshooting guide deleted',
  [AUDIT_ACTIONS.guidesReplaced]: 'Troubleshooting guides reordered',
  [AUDIT_ACTIONS.guidesImported]: 'Troubleshooting guides imported',
  [AUDIT_ACTIONS.guideSettingsChanged]: 'Troubleshooting settings changed',
  [AUDIT_ACTIONS.partDiagramCreated]: 'Part diagram added',
  [AUDIT_ACTIONS.partDiagramUpdated]: 'Part diagram edited',
  [AUDIT_ACTIONS.partDiagramDeleted]: 'Part diagram deleted',
  [AUDIT_ACTIONS.specificationsReplaced]: 'Specifications saved',
};
/** One of the audit log's action names. */
export type AuditAction = AuditActionName;
/** Every action name, in `AUDIT_ACTIONS`' order. */
export const AUDIT_ACTIONS_LIST: AuditAction[] = Object.values(AUDIT_ACTIONS);
