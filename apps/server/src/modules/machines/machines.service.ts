import {
  AUDIT_ACTIONS,
  machineIdAfterChange,
  messages,
  deriveMachineId,
  type Machine,
  type MachineImpact,
  type MachineInput,
  type MachineListItem,
  type MachineListQuery,
  type MachineManufacturer,
  type MachineName,
  type MachineNamesQuery,
  type Page,
  type UpdateMachineInput,
} from '@toolbox/domain';
import { conflict, invalidArgument, notFound } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { Transaction } from '../files/files.repository';
import type { FilesService } from '../files/files.service';
import { presentPage } from '../../lib/paging';
import { presentMachine, presentMachineListItem, presentMachineName } from './machines.presenter';
import type { MachinesRepository } from './machines.repository';

const machineTarget = (id: string) => ({ type: 'machine', id });

/** The machine catalogue (docs/product.md#machines and #machine-changes). */
export class MachinesService {
  constructor(
    private readonly repository: MachinesRepository,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /** Holds a new photo's file in place for the write's transaction; refuses one not stored. */
  private async holdPhoto(tx: Transaction, photoPath: string | null | undefined): Promise<void> {
    if (photoPath && (await this.files.holdStored(tx, [photoPath])).length > 0) {
      throw invalidArgument(messages.image.notFound, { photoPath: [messages.image.notFound] });
    }
  }

  /** One page of the catalogue with each machine's counts (docs/product.md#machines). */
  async list(query: MachineListQuery): Promise<Page<MachineListItem>> {
    return presentPage(await this.repository.page(query), query, presentMachineListItem);
  }

  /** Every machine's id and name (or those having specifications), for pickers and labels. */
  async names(query: MachineNamesQuery = {}): Promise<MachineName[]> {
    return (await this.repository.names(query)).map(presentMachineName);
  }

  /** Each manufacturer once with its machine count. */
  manufacturers(): Promise<MachineManufacturer[]> {
    return this.repository.manufacturers();
  }

  /** One machine; 404 Machine not found. */
  async get(id: string): Promise<Machine> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(messages.machine.notFound);
    return presentMachine(row);
  }

  /**
   * Adds a machine under its derived id; an existing id is refused with the product's message
   * (docs/product.md#machine-validation).
   */
  async create(input: MachineInput, actor: Actor): Promise<Machine> {
    const manufacturer = input.manufacturer.trim();
    const model = input.model.trim();
    const created = await this.repository.transaction(async (tx) => {
      await this.holdPhoto(tx, input.photoPath);
      const row = await this.repository.insert(tx, {
        id: deriveMachineId(manufacturer, model),
        manufacturer,
        model,
        category: input.category || null,
        description: input.description ?? '',
        photoPath: input.photoPath ?? null,
      });
      if (!row) throw conflict(messages.machine.alreadyExists(manufacturer, model));
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.machineCreated,
          actor,
          target: machineTarget(row.id),
          details: { manufacturer: row.manufacturer, model: row.model },
        },
        tx,
      );
      return row;
    });
    return presentMachine(created);
  }

  /**
   * Merges the given fields and re-derives the id (docs/product.md#machine-changes): a new
   * manufacturer or model moves a non-temporary machine, and any change moves a temporary one
   * whose parts both give an id, with everything that refers to it; a taken id is refused (409).
   */
  async update(id: string, patch: UpdateMachineInput, actor: Actor): Promise<Machine> {
    const current = await this.repository.findById(id);
    if (!current) throw notFound(messages.machine.notFound);
    // A PATCH with nothing to change answers the machine unchanged: no write, no audit entry.
    if (Object.values(patch).every((value) => value === undefined)) return presentMachine(current);
    const manufacturer = patch.manufacturer?.trim() ?? current.manufacturer;
    const model = patch.model?.trim() ?? current.model;
    const newId = machineIdAfterChange(id, manufacturer, model);
    const result = await this.repository.transaction(async (tx) => {
      await this.holdPhoto(tx, patch.photoPath);
      const row = await this.repository.update(tx, id, newId, {
        manufacturer,
        model,
        ...(patch.category !== undefined ? { category: patch.category || null } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.photoPath !== undefined ? { photoPath: patch.photoPath } : {}),
      });
      if (row === 'taken') throw conflict(messages.machine.alreadyExists(manufacturer, model));
      if (!row) throw notFound(messages.machine.notFound);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.machineUpdated,
          actor,
          target: machineTarget(row.id),
          details: { ...patch, ...(row.id !== id ? { movedFrom: id } : {}) },
        },
        tx,
      );
      return row;
    });
    if (current.photoPath && current.photoPath !== result.photoPath) {
      await this.files.release([current.photoPath]);
    }
    return presentMachine(result);
  }

  /** What deleting would remove (details) and unlink (documents, packages). */
  async impact(id: string): Promise<MachineImpact> {
    await this.get(id);
    return this.repository.impact(id);
  }

  /** Deletes the machine and its details, and removes it from documents and packages. */
  async delete(id: string, actor: Actor): Promise<void> {
    const images = await this.repository.transaction(async (tx) => {
      const released = await this.repository.delete(tx, id);
      if (!released) throw notFound(messages.machine.notFound);
      await this.audit.record(
        { action: AUDIT_ACTIONS.machineDeleted, actor, target: machineTarget(id) },
        tx,
      );
      return released;
    });
    await this.files.release(images);
  }
}
