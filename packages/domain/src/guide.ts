import { z } from 'zod';
import { messages } from './messages';

const line = (max: number) => z.string().trim().max(max);
const list = (max: number, itemMax = 200) => z.array(line(itemMax).min(1)).max(max).default([]);

/** Where an image lives in storage: `images/<sha256>.<ext>` (see imageKey). */
export const IMAGE_PATH_PATTERN = /^images\/[0-9a-f]{64}\.(png|jpg|webp)$/;
const imagePath = z.string().regex(IMAGE_PATH_PATTERN, messages.image.invalidPath);

/** One step of a guide: what to do, and optionally a photo of it. */
export const GuideStepSchema = z.object({
  /** The instruction. */
  text: line(5000).min(1, messages.guide.stepTextRequired),
  /** A stored image (`images/<sha256>.<ext>`), or null. */
  imagePath: imagePath.nullable().default(null),
});
export type GuideStep = z.infer<typeof GuideStepSchema>;

/**
 * The content of a troubleshooting guide beyond the product's id (docs/product.md#guide-rules),
 * machineId and timestamps, modelled on repair-guide tools: what the engineer sees, why it happens,
 * and the steps that fix it.
 */
export const GuideContentSchema = z.object({
  /** Short name of the fault, e.g. "Pump runs but no water". */
  title: line(200).min(1, messages.guide.titleRequired),
  /** What the customer or engineer observes. */
  symptom: line(2000).default(''),
  /** Error codes the machine shows, e.g. E05. */
  errorCodes: list(50, 50),
  /** One of the categories of the troubleshooting settings (free text is kept). */
  category: line(100).default(''),
  /** One of the severity levels of the troubleshooting settings. */
  severity: line(50).default(''),
  /** Rough time the repair takes, in minutes; null when unknown. */
  estimatedMinutes: z.number().int().min(0).max(100_000).nullable().default(null),
  /** Tools the engineer needs. */
  tools: list(50),
  /** Parts that may need replacing. */
  parts: list(50),
  /** Possible causes, most likely first. */
  causes: list(50, 1000),
  /** The ordered steps. */
  steps: z.array(GuideStepSchema).max(200).default([]),
  /** Ids of documents that help with this fault. */
  relatedDocumentIds: z.array(z.string().min(1).max(200)).max(50).default([]),
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
  id: z.string().trim().max(100).nullish(),
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
  categories: z.array(line(100).min(1)).max(100),
  severities: z.array(line(50).min(1)).max(20),
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
