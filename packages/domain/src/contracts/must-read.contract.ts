/**
 * The contract of "must read" (docs/product.md#must-read, issue #22 item 3): the mark an
 * administrator puts on a version of a document with its audience (everyone, or the engineers of
 * chosen machines), the machines each person services, who has and has not read a marked version,
 * the reminders, and the signed-in person's unread must-read documents. The messages are
 * `messages.mustRead` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { messages } from '../messages';
import { pageQueryFields, pageSchema } from './common.contract';

/** Machines one mark or one person may name at most. */
export const MAX_MUST_READ_MACHINES = 500;
/** Minutes between two reminders of one version. */
export const REMINDER_INTERVAL_MINUTES = 15;

export const MUST_READ_AUDIENCES = ['all', 'machines'] as const;
export type MustReadAudience = (typeof MUST_READ_AUDIENCES)[number];

const machineIdList = z
  .array(z.string().trim().min(1).max(300))
  .max(MAX_MUST_READ_MACHINES, { message: messages.mustRead.tooManyMachines })
  .transform((ids) => [...new Set(ids)]);

/**
 * PUT /api/v1/documents/{id}/must-read: marks `versionNumber`, which must still be the current
 * version, for everyone or for the engineers of `machineIds` (at least one).
 */
export const MustReadInput = z
  .object({
    versionNumber: z.number().int().min(1),
    audience: z.enum(MUST_READ_AUDIENCES),
    machineIds: machineIdList.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'machines' && value.machineIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['machineIds'], message: messages.mustRead.noMachines });
    }
  })
  .transform((value) => ({
    ...value,
    machineIds: value.audience === 'all' ? [] : value.machineIds,
  }));
export type MustReadInput = z.input<typeof MustReadInput>;

/** A machine as a mark or a person names it. */
export const MachineRefSchema = z.object({
  id: z.string(),
  manufacturer: z.string(),
  model: z.string(),
});
export type MachineRef = z.infer<typeof MachineRefSchema>;

/** DELETE /api/v1/documents/{id}/must-read: the version whose mark goes (still current). */
export const MustReadClearQuery = z.object({ versionNumber: z.coerce.number().int().min(1) });
export type MustReadClearQuery = z.infer<typeof MustReadClearQuery>;

/** The mark of a version. */
export const MustReadMarkSchema = z.object({
  documentId: z.string(),
  versionNumber: z.number().int(),
  audience: z.enum(MUST_READ_AUDIENCES),
  machines: z.array(MachineRefSchema),
  markedAt: z.string(),
  markedBy: z.object({ id: z.string().nullable(), displayName: z.string() }),
  lastRemindedAt: z.string().nullable(),
});
export type MustReadMark = z.infer<typeof MustReadMarkSchema>;

/** GET /api/v1/documents/{id}/must-read: the current version's mark and its people (admins). */
export const MustReadPeopleQuery = z.object({
  ...pageQueryFields,
  status: z.enum(['unread', 'read']).default('unread'),
});
export type MustReadPeopleQuery = z.infer<typeof MustReadPeopleQuery>;

export const MustReadPersonSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  team: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type MustReadPerson = z.infer<typeof MustReadPersonSchema>;

export const MustReadStatusSchema = pageSchema(MustReadPersonSchema).extend({
  /** Null when the current version is not marked (then the page is empty). */
  mark: MustReadMarkSchema.nullable(),
  /** The whole audience, and how many of it have read the current version. */
  audienceCount: z.number().int(),
  readCount: z.number().int(),
});
export type MustReadStatus = z.infer<typeof MustReadStatusSchema>;

/** POST /api/v1/documents/{id}/must-read/reminders: how many people it was sent to. */
export const MustReadReminderResultSchema = z.object({
  notificationId: z.string(),
  recipients: z.number().int(),
});
export type MustReadReminderResult = z.infer<typeof MustReadReminderResultSchema>;

/**
 * GET /api/v1/documents/must-read: the signed-in person's unread must-read documents (`documentId`
 * asks about one).
 */
export const MyMustReadQuery = z.object({
  ...pageQueryFields,
  documentId: z.string().min(1).max(300).optional(),
});
export type MyMustReadQuery = z.infer<typeof MyMustReadQuery>;
export const MyMustReadItemSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  fileType: z.string(),
  versionNumber: z.number().int(),
  markedAt: z.string(),
});
export type MyMustReadItem = z.infer<typeof MyMustReadItemSchema>;
export const MyMustReadListSchema = pageSchema(MyMustReadItemSchema);
export type MyMustReadList = z.infer<typeof MyMustReadListSchema>;

/** GET and PUT /api/v1/users/{id}/machines: the machines a person services. */
export const UserMachinesInput = z.object({ machineIds: machineIdList });
export type UserMachinesInput = z.input<typeof UserMachinesInput>;
export const UserMachinesSchema = z.object({ machines: z.array(MachineRefSchema) });
export type UserMachines = z.infer<typeof UserMachinesSchema>;
