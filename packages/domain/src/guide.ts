import { z } from './internal/zod';
import { trimmedText as line } from './internal/schema-helpers';
import { messages } from './messages';

const list = (max: number, label: string, itemMax = 200) =>
  z.array(line(itemMax, label).min(1)).max(max).default([]);

/** Where an image lives in storage: `images/<sha256>.<ext>` (see imageKey). */
export const IMAGE_PATH_PATTERN = /^images\/[0-9a-f]{64}\.(png|jpg|webp)$/;
/** Longest image path: `images/` (7), 64 hex digits, a dot and an extension (4). */
export const IMAGE_PATH_MAX_LENGTH = 76;
/** A stored image as an input field: its path, with the message of a path that is not one. */
export const ImagePathInput = z
  .string()
  .max(IMAGE_PATH_MAX_LENGTH, messages.image.invalidPath)
  .regex(IMAGE_PATH_PATTERN, messages.image.invalidPath);

/** One step of a guide: what to do, and optionally a photo of it. */
export const GuideStepSchema = z.object({
  /** The instruction. */
  text: line(5000, 'Step').min(1, messages.guide.stepTextRequired),
  /** A stored image (`images/<sha256>.<ext>`), or null. */
  imagePath: ImagePathInput.nullable().default(null),
});
export type GuideStep = z.infer<typeof GuideStepSchema>;

/**
 * The content of a troubleshooting guide beyond the product's id (docs/product.md#guide-rules),
 * machineId and timestamps, modelled on repair-guide tools: what the engineer sees, why it happens,
 * and the steps that fix it.
 */
export const GuideContentSchema = z.object({
  /** Short name of the fault, e.g. "Pump runs but no water". */
  title: line(200, 'Title').min(1, messages.guide.titleRequired),
  /** What the customer or engineer observes. */
  symptom: line(2000, 'Symptom').default(''),
  /** Error codes the machine shows, e.g. E05. */
  errorCodes: list(50, 'Error code', 50),
  /** One of the categories of the troubleshooting settings (free text is kept). */
  category: line(100, 'Category').default(''),
  /** One of the severity levels of the troubleshooting settings. */
  severity: line(50, 'Severity').default(''),
  /** Rough time the repair takes, in minutes; null when unknown. */
  estimatedMinutes: z.number().int().min(0).max(100_000).nullable().default(null),
  /** Tools the engineer needs. */
  tools: list(50, 'Tool'),
  /** Parts that may need replacing. */
  parts: list(50, 'Part'),
  /** Possible causes, most likely first. */
  causes: list(50, 'Cause', 1000),
  /** The ordered steps. */
  steps: z.array(GuideStepSchema).max(200).default([]),
  /** Ids of documents that help with this fault. */
  relatedDocumentIds: z
    .array(z.string().min(1).max(200, messages.input.tooLong('Document id', 200)))
    .max(50)
    .default([]),
});
export type GuideContent = z.infer<typeof GuideContentSchema>;

/** A stored guide (docs/product.md#guides): its content with id and timestamps. */
export const GuideSchema = GuideContentSchema.extend({
  /** `guide_` followed by the creation timestamp. */
  id: z.string(),
  /** The machine the guide belongs to. */
  machineId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Guide = z.infer<typeof GuideSchema>;

/** Most characters of text one guide holds (its search index must stay within PostgreSQL's). */
export const GUIDE_MAX_TEXT = 200_000;

/** A guide as the editor sends it: its content, and its id when it replaces an existing one. */
export const GuideDraftInput = GuideContentSchema.extend({
  id: line(100, 'Guide id').nullish(),
}).refine((guide) => guideTextLength(guide) <= GUIDE_MAX_TEXT, {
  message: messages.guide.tooLong(GUIDE_MAX_TEXT),
  path: ['steps'],
});

/** Characters of text in a guide: what its search index is built from. */
export function guideTextLength(
  guide: Pick<GuideContent, 'title' | 'symptom' | 'errorCodes' | 'causes' | 'steps'>,
): number {
  return [
    guide.title,
    guide.symptom,
    ...guide.errorCodes,
    ...guide.causes,
    ...guide.steps.map((step) => step.text),
  ].reduce((sum, text) => sum + text.length, 0);
}

export type GuideDraftInput = z.input<typeof GuideDraftInput>;

/** The guide categories and severity levels the forms offer (/troubleshooting/settings). */
export const GuideSettingsSchema = z.object({
  categories: z.array(line(100, 'Category').min(1)).max(100),
  severities: z.array(line(50, 'Severity').min(1)).max(20),
});
export type GuideSettings = z.infer<typeof GuideSettingsSchema>;

/** The settings before an administrator changes them. */
export const DEFAULT_GUIDE_SETTINGS: GuideSettings = {
  categories: [
    'Brewing',
    'Grinder',
    'Milk system',
    'Water and steam',
    'Electrical',
    'Display and software',
    'Cleaning and descaling',
  ],
  severities: ['Low', 'Medium', 'High', 'Critical'],
};
