import { API_ERROR_CODES } from '../contracts/common.contract';
import { GUIDE_ID_PREFIX, TEMP_MACHINE_PREFIX } from '../constants';
import { DomainError } from '../errors';
import { messages } from '../messages';

/**
 * One part of a machine id: NFC-normalised, lowercased, trimmed, and stripped of everything that is
 * not a letter, combining mark or digit in any script, so punctuation and whitespace vanish.
 */
export function machineIdPart(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/**
 * The derived id of a machine, `<manufacturer>_<model>` (docs/product.md#machine-id). Throws a
 * DomainError with the product's message (docs/product.md#data-errors) when either part is missing
 * or has nothing left after stripping, because `acme_` would collide for every model written in
 * punctuation only.
 */
export function deriveMachineId(
  manufacturer: string | null | undefined,
  model: string | null | undefined,
): string {
  const left = machineIdPart(manufacturer);
  const right = machineIdPart(model);
  if (left === '' || right === '') {
    throw new DomainError(API_ERROR_CODES.invalidArgument, messages.machine.idPartsRequired);
  }
  return `${left}_${right}`;
}

/**
 * Whether a machine id is temporary (`temp_…`): a machine brought in before its manufacturer and
 * model were known (docs/product.md#machine-id).
 */
export function isTemporaryMachineId(id: string | null | undefined): boolean {
  return (id ?? '').startsWith(TEMP_MACHINE_PREFIX);
}

/** Whether manufacturer and model both leave something to derive an id from (no throw). */
export function canDeriveMachineId(
  manufacturer: string | null | undefined,
  model: string | null | undefined,
): boolean {
  return machineIdPart(manufacturer) !== '' && machineIdPart(model) !== '';
}

/**
 * The id a machine should have after a change (docs/product.md#machine-changes). Any other machine
 * is re-derived from its manufacturer and model, and a part with nothing left throws the product's
 * message. A temporary machine gets its derived id as soon as both parts give one, and keeps its
 * `temp_` id (without throwing) while they do not. The caller moves the record, with everything
 * that refers to it, when the result differs from the current id.
 */
export function machineIdAfterChange(
  currentId: string,
  manufacturer: string | null | undefined,
  model: string | null | undefined,
): string {
  if (isTemporaryMachineId(currentId) && !canDeriveMachineId(manufacturer, model)) {
    return currentId;
  }
  return deriveMachineId(manufacturer, model);
}

/** A new troubleshooting guide id, `guide_<epoch ms>` (docs/product.md#guides). */
export function generateGuideId(now: number = Date.now()): string {
  return `${GUIDE_ID_PREFIX}${now}`;
}
