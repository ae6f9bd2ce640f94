/**
 * The contract of the audit log endpoint, GET /api/v1/audit: its filterable list query, an entry
 * as the API presents it. The action names and their labels live in `../audit.ts`. Errors use the
 * common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import { timestampInput, trimmedText } from '../internal/schema-helpers';
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
  action: trimmedText(100, 'Action').optional(),
  actorId: trimmedText(100, 'Actor').optional(),
  targetType: trimmedText(100, 'Target type').optional(),
  targetId: trimmedText(2000, 'Target').optional(),
  from: timestampInput('From').optional(),
  to: timestampInput('To').optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;
