/**
 * The contract of the Firebase import's place in the portal (issue #20): the last report that
 * `npm run import:firebase` wrote beside the data, as /settings shows it, and the reset links sent
 * to the imported users who came without a password. The command writes the same report shape.
 */
import { z } from '../internal/zod';

export const IMPORT_OUTCOMES = ['imported', 'updated', 'skipped', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** What the import did, or would do, with one record. */
export const ImportLineSchema = z.object({
  collection: z.string(),
  id: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Why it failed, or what else to know (a machine left out, a hash computed). */
  reason: z.string().optional(),
});
export type ImportLine = z.infer<typeof ImportLineSchema>;

const CountsSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});

/** A run's report, as written to DATA_DIR/imports/firebase-<time>.json. */
export const FirebaseImportReportSchema = z.object({
  at: z.string(),
  dryRun: z.boolean(),
  counts: z.record(z.string(), CountsSchema),
  lines: z.array(ImportLineSchema),
  notes: z.array(z.string()),
  /** Set when the run stopped and nothing was written, with why. */
  failure: z.string().optional(),
});
export type FirebaseImportReport = z.infer<typeof FirebaseImportReportSchema>;

/** Whether a line is worth a person's look: it failed, or says more than "unchanged". */
export const importLineWorthALook = (line: ImportLine): boolean =>
  line.outcome === 'failed' || (line.reason !== undefined && line.reason !== 'unchanged');

/** The most lines of a report the portal is sent: the rest are in the file. */
export const IMPORT_REPORT_MAX_LINES = 500;

/**
 * GET /api/v1/system/firebase-import: the newest report, with only the lines worth a look (failed,
 * or with something to say) and how many more the file holds; null when no import has run here.
 */
export const LastFirebaseImportSchema = z.object({
  report: FirebaseImportReportSchema.extend({
    /** The report's file name in DATA_DIR/imports. */
    file: z.string(),
    /** Lines worth a look that were not sent (over IMPORT_REPORT_MAX_LINES). */
    moreLines: z.number().int(),
    /** Imported users who still have no password and can be sent a reset link. */
    awaitingReset: z.number().int(),
  }).nullable(),
});
export type LastFirebaseImport = z.infer<typeof LastFirebaseImportSchema>;

/** POST /api/v1/system/firebase-import/reset-links: who was sent a link and who was not. */
export const ImportResetLinksResultSchema = z.object({
  sent: z.array(z.string()),
  failed: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type ImportResetLinksResult = z.infer<typeof ImportResetLinksResultSchema>;
