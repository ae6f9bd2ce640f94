import type { Database } from './client';
import { machineDetails } from './schema';

type Executor = Pick<Database, 'insert'>;

/**
 * Marks a machine's details record as changed, creating it if it does not exist yet (SPEC.md §4:
 * updating one section creates the record with the other sections empty). Every repository that
 * changes a section calls it inside the same transaction.
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
