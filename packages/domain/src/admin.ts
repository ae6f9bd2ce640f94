import { z } from 'zod';
import { pageQueryFields } from './contracts/common.contract';
import { UserSchema } from './user';

/** Status filter of the users list: disabled wins over active/inactive. */
export const USER_STATUS_FILTERS = ['active', 'inactive', 'disabled'] as const;
export const USER_SORT_FIELDS = [
  'createdAt',
  'email',
  'displayName',
  'role',
  'team',
  'status',
] as const;

/** GET /api/v1/users query: SPEC.md's createdAt-descending list, paginated and filterable. */
export const UserListQuery = z.object({
  ...pageQueryFields,
  search: z.string().trim().max(200).optional(),
  role: z.string().trim().max(100).optional(),
  team: z.string().trim().max(200).optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** The roles and teams in use, for the list's filters. */
export const UserFacetsSchema = z.object({
  roles: z.array(z.string()),
  teams: z.array(z.string()),
});
export type UserFacets = z.infer<typeof UserFacetsSchema>;

/** A user with what the detail page shows beyond the profile. */
export const UserDetailSchema = UserSchema.extend({
  /** Last time any of the user's sessions was used, or their last sign-in. */
  lastActiveAt: z.string().nullable(),
  /** Whether a push subscription is stored for the user (SPEC.md §3 fcmToken). */
  pushEnabled: z.boolean(),
  tokenLastUpdated: z.string().nullable(),
  deviceInfo: z
    .object({ platform: z.string(), userAgent: z.string(), lastActive: z.string() })
    .nullable(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

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
