import {
  AUDIT_ACTIONS,
  messages,
  type MachineDetails,
  type MachineDetailsListItem,
  type MachineSpecifications,
  type Page,
  type SpecificationEntry,
  type SpecificationEntryInput,
  type SpecificationsQuery,
} from '@toolbox/domain';
import { notFound } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { GuidesService } from '../guides/guides.service';
import type { PartDiagramsService } from '../part-diagrams/part-diagrams.service';
import type { MachineDetailsRepository } from './machine-details.repository';

/**
 * A machine's details record (SPEC.md §3 Machine details): its four sections, read together;
 * specifications are replaced as a whole section.
 */
export class MachineDetailsService {
  constructor(
    private readonly repository: MachineDetailsRepository,
    private readonly guides: GuidesService,
    private readonly partDiagrams: PartDiagramsService,
    private readonly audit: AuditService,
  ) {}

  /** The four sections; empty lists (and no timestamps) while no record exists. */
  async get(machineId: string): Promise<MachineDetails> {
    // Both throw Machine not found for an unknown machine.
    const [troubleshootingGuides, partDiagrams] = await Promise.all([
      this.guides.listForMachine(machineId),
      this.partDiagrams.listForMachine(machineId),
    ]);
    const [specifications, maintenanceProcedures, record] = await Promise.all([
      this.repository.specifications(machineId),
      this.repository.maintenanceProcedures(machineId),
      this.repository.record(machineId),
    ]);
    return {
      specifications,
      maintenanceProcedures,
      troubleshootingGuides,
      partDiagrams,
      ...(record
        ? { createdAt: record.createdAt.toISOString(), updatedAt: record.updatedAt.toISOString() }
        : {}),
    };
  }

  /**
   * Every details record, a page at a time, each with its four sections (SPEC.md §7 list all):
   * five queries per page whatever its size.
   */
  async list(query: { page: number; pageSize: number }): Promise<Page<MachineDetailsListItem>> {
    const { rows, total } = await this.repository.records(query);
    const ids = rows.map((row) => row.machineId);
    const [specifications, procedures, guides, diagrams] = await Promise.all([
      this.repository.specificationsOf(ids),
      this.repository.maintenanceProceduresOf(ids),
      this.guides.listForMachines(ids),
      this.partDiagrams.listForMachines(ids),
    ]);
    const items = rows.map(({ machineId, createdAt, updatedAt }) => ({
      machineId,
      specifications: specifications.filter((s) => s.machineId === machineId).map((s) => s.entry),
      maintenanceProcedures: procedures
        .filter((p) => p.machineId === machineId)
        .map((p) => p.procedure),
      troubleshootingGuides: guides.filter((g) => g.machineId === machineId),
      partDiagrams: diagrams.filter((d) => d.machineId === machineId),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /** Replaces the machine's specification entries (the details record is created if needed). */
  async replaceSpecifications(
    machineId: string,
    entries: readonly Required<SpecificationEntryInput>[],
    actor: Actor,
  ): Promise<SpecificationEntry[]> {
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.replaceSpecifications(tx, machineId, entries))) {
        throw notFound(messages.machine.notFound);
      }
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.specificationsReplaced,
          actor,
          target: { type: 'machine', id: machineId },
          details: { entries: entries.length },
        },
        tx,
      );
    });
    return this.repository.specifications(machineId);
  }

  async machinesWithSpecifications(
    query: SpecificationsQuery,
  ): Promise<Page<MachineSpecifications>> {
    const { rows, total } = await this.repository.machinesWithSpecifications({
      ...query,
      machineIds: query.machineId,
    });
    return { items: rows, total, page: query.page, pageSize: query.pageSize };
  }
}
