import type { Machine, MachineListItem, MachineName } from '@toolbox/domain';
import type { MachineListRow, MachineNameRow, MachineRow } from './machines.repository';

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

/** A machine as pickers and labels name it. */
export const presentMachineName = (row: MachineNameRow): MachineName => ({
  id: row.id,
  manufacturer: row.manufacturer,
  model: row.model,
  category: row.category ?? null,
});

/** A catalogue line: what the list shows of the machine, and how much hangs off it. */
export const presentMachineListItem = (row: MachineListRow): MachineListItem => ({
  ...presentMachineName(row),
  counts: row.counts,
});
