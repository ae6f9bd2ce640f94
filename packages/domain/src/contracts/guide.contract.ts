/**
 * The contract of the troubleshooting-guide endpoints (/api/v1/troubleshooting/… and a machine's
 * guides): saving and deleting a guide, the machines-with-guides list and the full-text search
 * with their answers, engineers' fixed / not-fixed feedback, and the CSV or JSON import's body and
 * report. A guide's content, its field rules (`GuideDraftInput`) and the troubleshooting settings
 * are in `../guide.ts`; reading and writing import files is `../guide-import.ts`; the messages
 * are `messages.guide` and `messages.machine` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { GuideDraftInput, GuideSchema } from '../guide';
import { GUIDE_FILE_FORMATS } from '../guide-import';
import { messages } from '../messages';
import { trimmedText } from '../internal/schema-helpers';
import { pageQueryFields } from './common.contract';

const machineIdForGuide = z
  .string({ error: messages.machine.guideMachineRequired })
  .trim()
  .min(1, messages.machine.guideMachineRequired)
  .max(300);

/** POST /api/v1/troubleshooting/guides: save a guide (docs/product.md#guide-rules). */
export const SaveGuideInput = z.object({
  /** Machine ID is required to save a troubleshooting guide. */
  machineId: machineIdForGuide,
  guide: GuideDraftInput,
});
export type SaveGuideInput = z.input<typeof SaveGuideInput>;

const idOrEmpty = z.string().trim().max(300).optional();

/**
 * DELETE /api/v1/troubleshooting/guides?machineId=&guideId=: both are checked by the service, so
 * a missing one gives the product's message (docs/product.md#guide-rules) rather than a generic
 * validation error.
 */
export const DeleteGuideQuery = z.object({ machineId: idOrEmpty, guideId: idOrEmpty });

/** The machine a guide is shown with in cross-machine lists. */
export const GuideMachineSchema = z.object({
  id: z.string(),
  manufacturer: z.string(),
  model: z.string(),
});

/** A machine with at least one guide, with its guides (docs/product.md#guide-lists). */
export const MachineWithGuidesSchema = z.object({
  machine: GuideMachineSchema,
  guides: z.array(GuideSchema),
});
export type MachineWithGuides = z.infer<typeof MachineWithGuidesSchema>;

/** A guide found by the full-text search, with its machine. */
export const GuideSearchHitSchema = z.object({
  guide: GuideSchema,
  machine: GuideMachineSchema,
});
export type GuideSearchHit = z.infer<typeof GuideSearchHitSchema>;

/** GET /api/v1/troubleshooting/machines: machines with guides, by manufacturer and model. */
export const MachinesWithGuidesQuery = z.object({
  ...pageQueryFields,
  /** Only machines whose manufacturer or model contains this. */
  search: trimmedText(200, 'Search').optional(),
});
export type MachinesWithGuidesQuery = z.infer<typeof MachinesWithGuidesQuery>;

/** GET /api/v1/troubleshooting/guides: full-text search over title, symptom, error codes, steps. */
export const GuideSearchQuery = z.object({
  ...pageQueryFields,
  search: trimmedText(200, 'Search').min(1),
});
export type GuideSearchQuery = z.infer<typeof GuideSearchQuery>;

/** POST …/guides/{guideId}/feedback: did the guide fix the machine? */
export const GuideFeedbackInput = z.object({ fixed: z.boolean() });
export type GuideFeedbackInput = z.infer<typeof GuideFeedbackInput>;

/** How engineers rated a guide: shown to admins beside it. */
export const GuideFeedbackSummarySchema = z.object({
  fixed: z.number().int(),
  notFixed: z.number().int(),
});
export type GuideFeedbackSummary = z.infer<typeof GuideFeedbackSummarySchema>;

/** POST /api/v1/machines/{id}/guides/import: the file's text and whether to apply it. */
export const GuideImportInput = z.object({
  format: z.enum(GUIDE_FILE_FORMATS),
  content: z.string().max(5 * 1024 * 1024),
  /** True (the default) only checks and reports; false applies every row or none. */
  dryRun: z.boolean().default(true),
});
export type GuideImportInput = z.input<typeof GuideImportInput>;

/** A problem with one field of one row. */
export const ImportFieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** One row of the file as the import sees it. */
export const GuideImportRowSchema = z.object({
  /** The row's line in the CSV file, or its 1-based position in the JSON list. */
  row: z.number().int(),
  title: z.string(),
  /** The guide id the row replaces; null for a new guide. */
  id: z.string().nullable(),
  action: z.enum(['create', 'replace']),
  errors: z.array(ImportFieldErrorSchema),
});
export type GuideImportRow = z.infer<typeof GuideImportRowSchema>;

/** What an import would do (dry run) or did. */
export const GuideImportReportSchema = z.object({
  rows: z.array(GuideImportRowSchema),
  creates: z.number().int(),
  replaces: z.number().int(),
  errorCount: z.number().int(),
  applied: z.boolean(),
});
export type GuideImportReport = z.infer<typeof GuideImportReportSchema>;
