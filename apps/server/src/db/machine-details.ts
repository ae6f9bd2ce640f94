import { asc, count, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { machineDetails, machines } from './schema';

type Executor = Pick<Database, 'insert'>;

/**
 * Marks a machine's details record as changed, creating it if it does not exist yet
 * (docs/product.md#machine-details: updating one section creates the record with the other sections
 * empty). Every repository that changes a section calls it inside the same transaction.
 */
export async function touchMachineDetails(
  db: Executor,
  machineId: string,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insert(machineDetails)
    .values({ machineId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: machineDetails.machineId, set: { updatedAt: at } });
}

/** A machine as cross-machine lists show it. */
export type MachineLabel = { id: string; manufacturer: string; model: string };

/**
 * One page of the machines matching `where`, by manufacturer and model, with how many match in
 * all: the first of the two queries behind "machines with their guides / specifications".
 */
export async function pageOfMachines(
  db: Database,
  where: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ machines: MachineLabel[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: machines.id, manufacturer: machines.manufacturer, model: machines.model })
      .from(machines)
      .where(where)
      .orderBy(asc(machines.manufacturer), asc(machines.model))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(machines).where(where),
  ]);
  return { machines: rows, total: total?.n ?? 0 };
}
