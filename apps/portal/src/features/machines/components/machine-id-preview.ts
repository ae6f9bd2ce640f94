import { deriveMachineId, machineIdAfterChange, machineIdPart } from '@toolbox/domain';

const hasBothParts = (manufacturer: string, model: string) =>
  machineIdPart(manufacturer) !== '' && machineIdPart(model) !== '';

/**
 * The id a new machine would be added under, or null while manufacturer or model gives nothing
 * to derive it from (docs/product.md#machine-id: deriving an id needs both).
 */
export function previewMachineId(manufacturer: string, model: string): string | null {
  return hasBothParts(manufacturer, model) ? deriveMachineId(manufacturer, model) : null;
}

/** A move from one machine id to another. */
export interface MachineIdChange {
  from: string;
  to: string;
}

/**
 * The id change saving would cause (docs/product.md#machine-changes): the server re-derives the id
 * from manufacturer and model on every save of a temp_ machine whose parts both give one, and on a
 * rename of any other, so this is null when the id stays (a change of case or punctuation only) or
 * while a part is still missing (a temp_ machine then keeps its id).
 */
export function pendingIdChange(
  currentId: string,
  manufacturer: string,
  model: string,
): MachineIdChange | null {
  if (!hasBothParts(manufacturer, model)) return null;
  const to = machineIdAfterChange(currentId, manufacturer, model);
  return to === currentId ? null : { from: currentId, to };
}
