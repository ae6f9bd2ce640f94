/**
 * The contract of the audit log endpoint, GET /api/v1/audit: its filterable list query, an entry
 * as the API presents it. The action names and their labels live in `../audit.ts`. Errors use the
 * common codes of `./common.contract.ts`.
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
