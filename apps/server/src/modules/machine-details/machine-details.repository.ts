import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SpecificationEntryInput } from '@toolbox/domain';
import type { Database } from '../../db/client';
import type { Transaction } from '../files/files.repository';
import { pageOfMachines, touchMachineDetails, type MachineLabel } from '../../db/machine-details';
import { machineDetails, machines, maintenanceProcedures, specifications } from '../../db/schema';

export type SpecificationRow = typeof specifications.$inferSelect;
export type MaintenanceProcedureRow = typeof maintenanceProcedures.$inferSelect;
/** A details record: which machine, and when it was created and last changed. */
export type DetailsRecordRow = { machineId: string; createdAt: Date; updatedAt: Date };

/** The only place with machine_details and specification queries. */
export class MachineDetailsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The details record's timestamps; undefined while no record exists. */
  async record(machineId: string): Promise<{ createdAt: Date; updatedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ createdAt: machineDetails.createdAt, updatedAt: machineDetails.updatedAt })
      .from(machineDetails)
      .where(eq(machineDetails.machineId, machineId));
    return row;
  }

  /** The specification entries of several machines, each machine's in its order. */
  async specificationsOf(machineIds: string[]): Promise<SpecificationRow[]> {
    if (machineIds.length === 0) return [];
    return this.db
      .select()
      .from(specifications)
      .where(inArray(specifications.machineId, machineIds))
      .orderBy(asc(specifications.position));
  }

  /** The maintenance procedures of several machines, each machine's in its order. */
  async maintenanceProceduresOf(machineIds: string[]): Promise<MaintenanceProcedureRow[]> {
    if (machineIds.length === 0) return [];
    return this.db
      .select()
      .from(maintenanceProcedures)
      .where(inArray(maintenanceProcedures.machineId, machineIds))
      .orderBy(asc(maintenanceProcedures.position));
  }

  /** One page of the details records, by machine id, with how many there are. */
  async records(query: {
    page: number;
    pageSize: number;
  }): Promise<{ rows: DetailsRecordRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          machineId: machineDetails.machineId,
          createdAt: machineDetails.createdAt,
          updatedAt: machineDetails.updatedAt,
        })
        .from(machineDetails)
        .orderBy(asc(machineDetails.machineId))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(machineDetails),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Replaces the machine's specification entries in the caller's transaction, creating the
   * details record if needed (docs/product.md#machine-details). False when the machine does not
   * exist.
   */
  async replaceSpecifications(
    tx: Transaction,
    machineId: string,
    entries: readonly Required<SpecificationEntryInput>[],
  ): Promise<boolean> {
    const [machine] = await tx
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.id, machineId))
      .for('update');
    if (!machine) return false;
    await tx.delete(specifications).where(eq(specifications.machineId, machineId));
    if (entries.length > 0) {
      await tx.insert(specifications).values(
        entries.map((entry, position) => ({
          id: `spec_${randomUUID()}`,
          machineId,
          groupName: entry.group,
          label: entry.label,
          value: entry.value,
          unit: entry.unit,
          position,
        })),
      );
    }
    await touchMachineDetails(tx, machineId);
    return true;
  }

  /**
   * One page of machines that have specifications (or exactly the chosen ones, for a
   * comparison), by manufacturer and model, each with its entries: two queries.
   */
  async machinesWithSpecifications(query: {
    page: number;
    pageSize: number;
    machineIds: string[];
  }): Promise<{
    rows: { machine: MachineLabel; specifications: SpecificationRow[] }[];
    total: number;
  }> {
    const conditions: SQL[] = query.machineIds.length
      ? [inArray(machines.id, query.machineIds)]
      : [
          sql`exists (select 1 from ${specifications} where ${specifications.machineId} = ${machines.id})`,
        ];
    const { machines: page, total } = await pageOfMachines(this.db, and(...conditions), query);
    const entries = await this.specificationsOf(page.map((m) => m.id));
    // A comparison keeps the order the machines were chosen in.
    const ordered = query.machineIds.length
      ? query.machineIds.flatMap((id) => page.filter((m) => m.id === id))
      : page;
    return {
      rows: ordered.map((machine) => ({
        machine,
        specifications: entries.filter((e) => e.machineId === machine.id),
      })),
      total,
    };
  }
}
