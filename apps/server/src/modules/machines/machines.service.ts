import { deriveMachineId, messages, type Machine, type MachineInput } from '@toolbox/domain';
import { conflict } from '../../lib/errors';
import type { MachineRow, MachinesRepository } from './machines.repository';

const present = (row: MachineRow): Machine => ({
  id: row.id,
  manufacturer: row.manufacturer,
  model: row.model,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The machine catalogue (SPEC.md §3 Machine, §7 Machines): list and add. */
export class MachinesService {
  constructor(private readonly repository: MachinesRepository) {}

  async listAll(): Promise<Machine[]> {
    return (await this.repository.listAll()).map(present);
  }

  /** Adds a machine under its derived id; an existing id is refused with SPEC.md §5's message. */
  async create(input: MachineInput): Promise<Machine> {
    const manufacturer = input.manufacturer.trim();
    const model = input.model.trim();
    const created = await this.repository.insert({
      id: deriveMachineId(manufacturer, model),
      manufacturer,
      model,
    });
    if (!created) throw conflict(messages.machine.alreadyExists(manufacturer, model));
    return present(created);
  }
}
