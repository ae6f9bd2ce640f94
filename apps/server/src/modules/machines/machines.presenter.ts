import type { Machine, MachineListItem } from '@toolbox/domain';
import type { MachineCounts, MachineRow } from './machines.repository';

/** The API shape of a machine, written once. */
export const presentMachine = (row: MachineRow): Machine => ({
  id: row.id,
  manufacturer: row.manufacturer,
  model: row.model,
  category: row.category ?? null,
  description: row.description,
  photoPath: row.photoPath ?? null,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** A catalogue line: the machine and how much hangs off it. */
export const presentMachineListItem = (
  row: MachineRow & { counts: MachineCounts },
): MachineListItem => ({ ...presentMachine(row), counts: row.counts });
