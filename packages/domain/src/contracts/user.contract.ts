/**
 * The contract of the users endpoints under /api/v1/users: the list query with its status filter
 * and sort fields, the roles and teams the list's filters offer, and the detail answer that adds
 * last activity and push state to the user record. The record itself (`UserSchema`) and the
 * create and edit bodies (`UserInput`, `UserUpdateInput`, with the messages of
 * docs/product.md#user-validation) are in `../user.ts`; errors use the common codes of
 * `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import { UserSchema } from '../user';
import { pageQueryFields } from './common.contract';

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

/**
 * GET /api/v1/users query: the product's createdAt-descending list (docs/product.md#user-admin),
 * paginated and filterable.
 */
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
  /** Whether a push subscription is stored for the user (docs/product.md#users). */
  pushEnabled: z.boolean(),
  tokenLastUpdated: z.string().nullable(),
  deviceInfo: z
    .object({ platform: z.string(), userAgent: z.string(), lastActive: z.string() })
    .nullable(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/**
 * An account's sign-in lock as browsers it has never signed in from see it (decision 019): locked
 * once the failures of the last 15 minutes reach the limit, until `retryAfterSeconds` have passed.
 */
export const SignInLockSchema = z.object({
  locked: z.boolean(),
  failures: z.number().int().nonnegative(),
  retryAfterSeconds: z.number().int().positive().nullable(),
});
export type SignInLock = z.infer<typeof SignInLockSchema>;

/**
 * POST /api/v1/users/{id}/temporary-password body: a password the user signs in with once and must
 * then replace (docs/product.md#account-recovery); the password policy applies.
 */
export const TemporaryPasswordInput = z.object({
  password: z.string().min(1).max(1024),
});

/** Answer of POST /api/v1/users/{id}/password-reset-link: where the link was sent. */
export const ResetLinkSentSchema = z.object({
  sentTo: z.string(),
});
