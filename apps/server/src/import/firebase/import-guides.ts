import { GuideDraftInput } from '@toolbox/domain';
import type { troubleshootingGuides } from '../../db/schema';
import { guideValues } from '../../modules/guides/guides.repository';
import { exportedDate } from './firestore-export';
import { firstIssue, importableId, textOf } from './imported-records';

export type GuideRow = Omit<typeof troubleshootingGuides.$inferInsert, 'search'> & { id: string };

/** Copies the image a step names into storage; answers its key, or null when it names none. */
export type CopyImage = (filePath: unknown, where: string) => Promise<string | null>;

/** Where a step object may hold its instruction, read in this order (its `title` comes first). */
const STEP_TEXT_KEYS = ['text', 'instruction', 'description'] as const;
/** Where a step object may name its image in storage. */
const STEP_IMAGE_KEYS = ['imagePath', 'image'] as const;
/** The text of a step that is only a picture: the product's steps always have text. */
export const IMAGE_ONLY_STEP_TEXT = 'See the picture.';

/**
 * A guide's steps as a list, in order, from any shape the original may have stored (SPEC.md does
 * not name them): a list, a map keyed by the step's number (`{"1": …, "2": …}`), or one text with
 * a step per line.
 */
function stepList(steps: unknown): unknown[] {
  if (steps === undefined || steps === null) return [];
  if (Array.isArray(steps)) return steps;
  if (typeof steps === 'string') return steps.split('\n').filter((line) => line.trim());
  if (typeof steps === 'object') {
    const entries = Object.entries(steps as Record<string, unknown>);
    if (entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, step]) => step);
    }
  }
  throw new Error('steps is neither a list nor a map keyed by step number');
}

/** One step as text and an image (yet to be copied), whatever its shape. */
function stepOf(step: unknown): { text: string; image: unknown } {
  if (typeof step === 'string') return { text: step.trim(), image: null };
  if (typeof step !== 'object' || step === null) return { text: '', image: null };
  const fields = step as Record<string, unknown>;
  const body = STEP_TEXT_KEYS.map((key) => textOf(fields, key)).find(Boolean) ?? '';
  const title = textOf(fields, 'title');
  const text = title && body && title !== body ? `${title}\n${body}` : title || body;
  const image = STEP_IMAGE_KEYS.map((key) => fields[key]).find((value) => value) ?? null;
  return { text, image };
}

/**
 * One guide of a `machine_details` record, checked with the product's own rules and its step
 * images copied. Throws, with where and why, when a step has neither text nor an image or the
 * guide breaks a rule: the caller fails that guide alone.
 */
export async function prepareGuide(
  machineId: string,
  entry: Record<string, unknown>,
  position: number,
  image: CopyImage,
): Promise<GuideRow> {
  const steps = [];
  for (const [index, step] of stepList(entry.steps).entries()) {
    const { text, image: named } = stepOf(step);
    const imagePath = await image(named, `steps.${index}`);
    if (!text && !imagePath) throw new Error(`steps.${index} has neither text nor an image`);
    steps.push({ text: text || IMAGE_ONLY_STEP_TEXT, imagePath });
  }
  const parsed = GuideDraftInput.safeParse({ ...entry, steps, id: undefined });
  if (!parsed.success) throw new Error(firstIssue(parsed.error));
  const createdAt = exportedDate(entry.createdAt);
  const updatedAt = exportedDate(entry.updatedAt) ?? createdAt;
  const { id: _id, ...content } = parsed.data;
  const id = guideIdOf(entry, position);
  importableId(id, 'guide');
  return {
    id,
    machineId,
    position,
    ...guideValues(content),
    ...(createdAt ? { createdAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  };
}

/** The guide's id: its own, else `guide_` and its creation time, else its position. */
export function guideIdOf(entry: Record<string, unknown>, position: number): string {
  let createdAt: Date | null = null;
  try {
    createdAt = exportedDate(entry.createdAt);
  } catch {
    // A malformed date fails the guide in prepareGuide; its id is still worth naming.
  }
  return textOf(entry, 'id') || `guide_${createdAt?.getTime() ?? position}`;
}
