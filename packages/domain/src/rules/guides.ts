import { API_ERROR_CODES } from '../contracts/common.contract';
import { DomainError } from '../errors';
import type { TroubleshootingGuide } from '../machine';
import { messages } from '../messages';
import { generateGuideId } from './machine-id';

/** A guide as the editor sends it: its content, and its id when it already exists. */
export type GuideDraft = Record<string, unknown> & { id?: string | null };

/**
 * Saves a guide into a machine's guide list (docs/product.md#guide-rules): a draft with an id
 * replaces the guide with that id (which must exist) and keeps its createdAt; a draft without one
 * is appended under a new `guide_<timestamp>` id, bumped by a millisecond if two saves share one.
 * Returns the new list and the saved guide; the input list is not changed.
 */
export function saveGuide(
  guides: readonly TroubleshootingGuide[],
  machineId: string | null | undefined,
  draft: GuideDraft,
  now: Date = new Date(),
): { guides: TroubleshootingGuide[]; guide: TroubleshootingGuide } {
  if (!machineId?.trim()) {
    throw new DomainError(API_ERROR_CODES.invalidArgument, messages.machine.guideMachineRequired);
  }
  const at = now.toISOString();
  const id = draft.id?.trim();
  if (id) {
    const index = guides.findIndex((guide) => guide.id === id);
    const existing = guides[index];
    if (existing === undefined) {
      throw new DomainError(API_ERROR_CODES.notFound, messages.machine.guideNotFound(id));
    }
    const guide = {
      ...existing,
      ...draft,
      id,
      machineId,
      createdAt: existing.createdAt,
      updatedAt: at,
    };
    return { guides: guides.map((g, i) => (i === index ? guide : g)), guide };
  }
  const taken = new Set(guides.map((guide) => guide.id));
  let stamp = now.getTime();
  while (taken.has(generateGuideId(stamp))) stamp += 1;
  const guide = { ...draft, id: generateGuideId(stamp), machineId, createdAt: at, updatedAt: at };
  return { guides: [...guides, guide], guide };
}

/**
 * A machine's guide list without one guide (docs/product.md#guide-rules): both ids are required,
 * and the guide must be in the list.
 */
export function removeGuide(
  guides: readonly TroubleshootingGuide[],
  machineId: string | null | undefined,
  guideId: string | null | undefined,
): TroubleshootingGuide[] {
  if (!machineId?.trim() || !guideId?.trim()) {
    throw new DomainError(API_ERROR_CODES.invalidArgument, messages.machine.guideDeleteIdsRequired);
  }
  if (!guides.some((guide) => guide.id === guideId)) {
    throw new DomainError(
      API_ERROR_CODES.notFound,
      messages.machine.guideNotFoundForMachine(guideId, machineId),
    );
  }
  return guides.filter((guide) => guide.id !== guideId);
}
