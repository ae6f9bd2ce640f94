import { inArray, eq } from 'drizzle-orm';
import { MACHINE_NAME_MAX_LENGTH } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { machines } from '../../db/schema';
import type { Transaction } from '../../modules/files/files.repository';
import { exportedDate, type ExportedDocument } from './firestore-export';
import { importableId } from './imported-records';
import type { ImportLine } from './import-users';

/** A machine as the import writes it. */
type MachineRow = typeof machines.$inferInsert & { id: string };

/** The machine of one `machines` document, or why it cannot be imported. */
function machineOf(id: string, document: ExportedDocument): MachineRow | string {
  const name = (key: 'manufacturer' | 'model') => {
    const value = document[key];
    if (typeof value !== 'string' || !value.trim()) throw new Error(`no ${key}`);
    if (value.trim().length > MACHINE_NAME_MAX_LENGTH) {
      throw new Error(`${key} is longer than ${MACHINE_NAME_MAX_LENGTH} characters`);
    }
    return value.trim();
  };
  const optionalText = (key: string) =>
    typeof document[key] === 'string' ? document[key].trim() : null;
  try {
    importableId(id, 'machine');
    // Without dates in the export, a new machine gets the time of the import and an existing
    // one keeps its own, so that a second run changes nothing.
    const createdAt = exportedDate(document.createdAt);
    const updatedAt = exportedDate(document.updatedAt) ?? createdAt;
    return {
      id,
      manufacturer: name('manufacturer'),
      model: name('model'),
      category: optionalText('category') || null,
      description: optionalText('description') ?? '',
      ...(createdAt ? { createdAt } : {}),
      ...(updatedAt ? { updatedAt } : {}),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The `machines` collection (SPEC.md §3), each machine under its own id as it is, `temp_` ids
 * included, so that documents, software and machine details keep pointing at it (issue #20).
 * A second run matches machines by id; with `dryRun` nothing is written.
 */
export async function importMachines(
  db: Database | Transaction,
  documents: ReadonlyMap<string, ExportedDocument>,
  { dryRun, tick = () => undefined }: { dryRun: boolean; tick?: () => void },
): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const ids = [...documents.keys()];
  const existing = new Map(
    ids.length === 0
      ? []
      : (await db.select().from(machines).where(inArray(machines.id, ids))).map((row) => [
          row.id,
          row,
        ]),
  );
  for (const [id, document] of documents) {
    tick();
    const line = (outcome: ImportLine['outcome'], reason?: string) =>
      lines.push({ collection: 'machines', id, outcome, ...(reason ? { reason } : {}) });
    const row = machineOf(id, document);
    if (typeof row === 'string') {
      line('failed', row);
      continue;
    }
    const before = existing.get(id);
    if (!before) {
      if (!dryRun) await db.insert(machines).values(row);
      line('imported');
      continue;
    }
    const changed =
      before.manufacturer !== row.manufacturer ||
      before.model !== row.model ||
      before.category !== row.category ||
      before.description !== row.description ||
      (row.createdAt !== undefined && before.createdAt.getTime() !== row.createdAt.getTime());
    if (!changed) {
      line('skipped', 'unchanged');
      continue;
    }
    if (!dryRun) {
      const { id: _id, ...fields } = row;
      await db.update(machines).set(fields).where(eq(machines.id, id));
    }
    line('updated');
  }
  return lines;
}
