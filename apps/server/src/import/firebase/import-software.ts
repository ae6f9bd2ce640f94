import { eq, inArray } from 'drizzle-orm';
import { bytesToKB, CreateSoftwareInput, softwareFilePath } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { software } from '../../db/schema';
import type { Transaction } from '../../modules/files/files.repository';
import { isZip } from '../../modules/uploads/uploads.service';
import { exportedDate, type ExportedDocument } from './firestore-export';
import type { ImportedFiles } from './stored-files';
import { differs, firstIssue, importableId, linesOf, textOf, unresolved } from './imported-records';
import type { ImportLine } from './import-users';

type PackageRow = Omit<typeof software.$inferInsert, 'search'> & { id: string };

/** A package whose file is copied and verified, ready to be written. */
export type PlannedPackage = { id: string; row: PackageRow; notes: string[] };

const PackageFields = CreateSoftwareInput.omit({ uploadId: true });

/**
 * The `software` collection (SPEC.md §3), first half, one record: fields checked with the
 * product's rules (Name, Category and Version required) and the ZIP copied from --storage to
 * `software/{hash}.zip` and verified against sha256FileHash, before the database is opened for
 * writing. Whatever is wrong throws, and the record is reported as failed.
 */
export async function preparePackage(
  id: string,
  record: ExportedDocument,
  files: ImportedFiles,
): Promise<PlannedPackage> {
  importableId(id, 'software');
  const fields = PackageFields.safeParse({
    name: record.name,
    category: record.category,
    version: record.version,
    minVersion: record.minVersion ?? '',
    password: record.password ?? '',
    machineIds: record.machineIds ?? [],
    description: record.description ?? '',
    author: record.author ?? '',
    sendNotification: record.sendNotification === true,
  });
  if (!fields.success) throw new Error(firstIssue(fields.error));
  const filePath = textOf(record, 'filePath');
  if (!filePath) throw new Error('no filePath');
  const copied = await files.copy({
    filePath,
    sha256: textOf(record, 'sha256FileHash') || null,
    keyFor: softwareFilePath,
    check: (head) => (isZip(head) ? null : 'is not a ZIP archive'),
  });
  if ('failed' in copied) throw new Error(copied.failed);
  const uploadDate = exportedDate(record.uploadDate) ?? exportedDate(record.createdAt);
  const createdAt = exportedDate(record.createdAt) ?? uploadDate;
  const updatedAt = exportedDate(record.updatedAt) ?? createdAt;
  return {
    id,
    notes: copied.note ? [copied.note] : [],
    row: {
      id,
      ...fields.data,
      downloadURL: '',
      filePath: copied.key,
      fileSizeKB: bytesToKB(copied.sizeBytes),
      sha256FileHash: copied.sha256,
      uploadedBy: textOf(record, 'uploadedBy') || null,
      ...(uploadDate ? { uploadDate } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(updatedAt ? { updatedAt } : {}),
    },
  };
}

/** The second half, in the run's transaction: insert, update where changed, or skip. */
export async function writePackages(
  tx: Database | Transaction,
  planned: readonly PlannedPackage[],
  knownMachines: ReadonlySet<string>,
  { dryRun }: { dryRun: boolean },
): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const line = linesOf('software', lines);
  const ids = planned.map((plan) => plan.id);
  const before = new Map(
    ids.length === 0
      ? []
      : (await tx.select().from(software).where(inArray(software.id, ids))).map((row) => [
          row.id,
          row,
        ]),
  );
  for (const plan of planned) {
    const links = unresolved(plan.row.machineIds ?? [], knownMachines);
    const row = { ...plan.row, machineIds: links.kept };
    const reason = [links.reason, ...plan.notes].filter(Boolean).join('; ') || undefined;
    const old = before.get(plan.id);
    if (!old) {
      if (!dryRun) await tx.insert(software).values(row);
      line(plan.id, 'imported', reason);
    } else if (!differs(old, row)) {
      line(plan.id, 'skipped', reason ?? 'unchanged');
    } else {
      if (!dryRun) {
        const { id: _id, ...fields } = row;
        await tx.update(software).set(fields).where(eq(software.id, plan.id));
      }
      line(plan.id, 'updated', reason);
    }
  }
  return lines;
}
