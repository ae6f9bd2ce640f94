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
import { presentPage } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import type { GuidesService } from '../guides/guides.service';
import type { PartDiagramsService } from '../part-diagrams/part-diagrams.service';
import {
  presentMachineDetails,
  presentMachineDetailsListItem,
  presentMachineSpecifications,
  presentSpecification,
} from './machine-details.presenter';
import type { MachineDetailsRepository } from './machine-details.repository';

/**
 * A machine's details record (docs/product.md#machine-details): its four sections, read together;
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
      this.repository.specificationsOf([machineId]),
      this.repository.maintenanceProceduresOf([machineId]),
      this.repository.record(machineId),
    ]);
    return presentMachineDetails(
      { specifications, maintenanceProcedures, troubleshootingGuides, partDiagrams },
      record,
    );
  }

  /**
   * Every details record, a page at a time, each with its four sections
   * (docs/product.md#machine-details): five queries per page whatever its size.
   */
  async list(query: { page: number; pageSize: number }): Promise<Page<MachineDetailsListItem>> {
    const { rows, total } = await this.repository.records(query);
    const ids = rows.map((row) => row.machineId);
    const [specifications, maintenanceProcedures, troubleshootingGuides, partDiagrams] =
      await Promise.all([
        this.repository.specificationsOf(ids),
        this.repository.maintenanceProceduresOf(ids),
        this.guides.listForMachines(ids),
        this.partDiagrams.listForMachines(ids),
      ]);
    const sections = { specifications, maintenanceProcedures, troubleshootingGuides, partDiagrams };
    const items = rows.map((record) => presentMachineDetailsListItem(record, sections));
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
    return (await this.repository.specificationsOf([machineId])).map(presentSpecification);
  }

  async machinesWithSpecifications(
    query: SpecificationsQuery,
  ): Promise<Page<MachineSpecifications>> {
    const found = await this.repository.machinesWithSpecifications({
      ...query,
      machineIds: query.machineId,
    });
    return presentPage(found, query, presentMachineSpecifications);
  }
}
