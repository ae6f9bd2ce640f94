import type { MachineListItem } from '@toolbox/domain';
import { machineIdPart } from '@toolbox/domain';
import { z } from 'zod';

const text = z.string().trim().max(200).optional();

/** The /machine-types screen's state in the URL: a search and a manufacturer. */
export const MachineCatalogueQuery = z.object({ search: text, manufacturer: text });
export type MachineCatalogueQuery = z.infer<typeof MachineCatalogueQuery>;

export const hasFilters = (query: MachineCatalogueQuery) =>
  Boolean(query.search || query.manufacturer);

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The catalogue by manufacturer, then model, A–Z whatever the case. */
export function sortByManufacturer<T extends { manufacturer: string; model: string }>(
  machines: readonly T[],
): T[] {
  return [...machines].sort(
    (a, b) => byName(a.manufacturer, b.manufacturer) || byName(a.model, b.model),
  );
}

/**
 * The machines a query shows. The search matches manufacturer, model, category or id as typed,
 * and the id also as an id would spell it ("delonghi" finds De'Longhi).
 */
export function filterMachines(
  machines: readonly MachineListItem[],
  { search, manufacturer }: MachineCatalogueQuery,
): MachineListItem[] {
  const needle = search?.toLowerCase() ?? '';
  const asId = machineIdPart(search);
  const maker = manufacturer?.toLowerCase();
  return machines.filter((machine) => {
    if (maker !== undefined && machine.manufacturer.toLowerCase() !== maker) return false;
    if (needle === '') return true;
    const fields = [
      machine.manufacturer,
      machine.model,
      `${machine.manufacturer} ${machine.model}`,
      machine.category ?? '',
      machine.id,
    ];
    return (
      fields.some((field) => field.toLowerCase().includes(needle)) ||
      (asId !== '' && machine.id.includes(asId))
    );
  });
}

/** Each manufacturer once, A–Z, with how many machines it has. */
export function manufacturerCounts(
  machines: readonly MachineListItem[],
): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const { manufacturer } of machines) {
    const key = manufacturer.toLowerCase();
    const entry = counts.get(key) ?? { name: manufacturer, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => byName(a.name, b.name));
}
