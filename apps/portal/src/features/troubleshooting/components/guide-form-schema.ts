import { ApiError, isApiError } from '@toolbox/client';
import type { Guide, GuideContent, GuideSettings } from '@toolbox/domain';
import { GuideContentSchema, GuideStepSchema } from '@toolbox/domain';
import type { Control, Path } from 'react-hook-form';
import { z } from 'zod';

const content = GuideContentSchema.shape;

/**
 * The guide editor's fields, checked with the domain's rules and messages (Title is required,
 * Each step needs its instruction). The form keeps an empty minutes field as '' and causes as
 * rows (so each has a stable key while it is moved or removed); a valid form gives the content
 * the server takes, with empty causes left out.
 */
export const GuideFormSchema = z.object({
  title: content.title,
  symptom: content.symptom.unwrap(),
  errorCodes: content.errorCodes.unwrap(),
  category: content.category.unwrap(),
  severity: content.severity.unwrap(),
  estimatedMinutes: z
    .union([z.number(), z.literal('')])
    .transform((minutes) => (minutes === '' ? null : minutes))
    .pipe(content.estimatedMinutes.unwrap()),
  tools: content.tools.unwrap(),
  parts: content.parts.unwrap(),
  causes: z
    .array(z.object({ text: z.string() }))
    .transform((rows) => rows.map((row) => row.text.trim()).filter((text) => text !== ''))
    .pipe(content.causes.unwrap()),
  steps: z.array(GuideStepSchema).max(200),
  relatedDocumentIds: content.relatedDocumentIds.unwrap(),
});

/** One step as the form holds it. */
export interface StepValues {
  text: string;
  imagePath: string | null;
}

/** What the form holds: every field as typed. */
export interface GuideFormValues {
  title: string;
  symptom: string;
  errorCodes: string[];
  category: string;
  severity: string;
  estimatedMinutes: number | '';
  tools: string[];
  parts: string[];
  causes: { text: string }[];
  steps: StepValues[];
  relatedDocumentIds: string[];
}

export type GuideFormOutput = GuideContent;

/** The editor's form, as its parts take it. */
export type GuideFormControl = Control<GuideFormValues, unknown, GuideFormOutput>;

export const EMPTY_STEP: StepValues = { text: '', imagePath: null };

/** The form's starting values: the guide being edited, or a new guide with one empty step. */
export function guideFormValues(guide?: Guide): GuideFormValues {
  if (!guide) {
    return {
      title: '',
      symptom: '',
      errorCodes: [],
      category: '',
      severity: '',
      estimatedMinutes: '',
      tools: [],
      parts: [],
      causes: [{ text: '' }],
      steps: [{ ...EMPTY_STEP }],
      relatedDocumentIds: [],
    };
  }
  return {
    title: guide.title,
    symptom: guide.symptom,
    errorCodes: [...guide.errorCodes],
    category: guide.category,
    severity: guide.severity,
    estimatedMinutes: guide.estimatedMinutes ?? '',
    tools: [...guide.tools],
    parts: [...guide.parts],
    causes: guide.causes.length ? guide.causes.map((text) => ({ text })) : [{ text: '' }],
    steps: guide.steps.map((step) => ({ text: step.text, imagePath: step.imagePath })),
    relatedDocumentIds: [...guide.relatedDocumentIds],
  };
}

/** A settings list as Select options, with the guide's own value kept when it is not in it. */
export function optionsWithCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

export type SettingsLists = Pick<GuideSettings, 'categories' | 'severities'>;

/** The guide's content fields, as the form names them. */
const TOP_FIELDS = Object.keys(content) as (keyof GuideContent)[];

/**
 * The server names the fields of a refused save after its body (`guide.title`,
 * `guide.steps.2.text`); the form names them without the `guide.` prefix. Answers the error
 * with its details renamed, and the form fields they can land on.
 */
export function guideFieldErrors(
  error: unknown,
  stepCount: number,
): { error: unknown; fields: Path<GuideFormValues>[] } {
  const steps = Array.from({ length: stepCount }, (_, i) => [
    `steps.${i}.text`,
    `steps.${i}.imagePath`,
  ]).flat();
  const fields = [...TOP_FIELDS, ...steps] as Path<GuideFormValues>[];
  if (!isApiError(error) || !error.details) return { error, fields };
  const details: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(error.details)) {
    const field = key.replace(/^guide\./, '');
    details[field] = [...(details[field] ?? []), ...list];
  }
  const renamed = new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    details,
    hasServerMessage: error.hasServerMessage,
  });
  return { error: renamed, fields };
}
