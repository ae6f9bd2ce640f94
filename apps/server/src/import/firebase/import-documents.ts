import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  bytesToKB,
  CreateDocumentInput,
  documentFilePath,
  documentTitleOrDefault,
  versionChangesOrDefault,
} from '@toolbox/domain';
import type { Database } from '../../db/client';
import {
  documentAcknowledgements,
  documents,
  documentTexts,
  documentVersions,
} from '../../db/schema';
import type { Transaction } from '../../modules/files/files.repository';
import { exportedDate, type ExportedDocument } from './firestore-export';
import type { ImportedFiles } from './stored-files';
import {
  differs,
  extensionOf,
  firstIssue,
  importableId,
  linesOf,
  textOf,
  unresolved,
} from './imported-records';
import type { ImportLine } from './import-users';

type DocumentRow = Omit<typeof documents.$inferInsert, 'search'> & { id: string };
type VersionRow = typeof documentVersions.$inferInsert;

/** A document whose files are copied and verified, ready to be written. */
export type PlannedDocument = {
  id: string;
  document: DocumentRow;
  versions: VersionRow[];
  /** What the report says besides the outcome (a hash computed, an old version left out). */
  notes: string[];
};

const DocumentFields = CreateDocumentInput.omit({ uploadId: true });

/** A version entry of the export: its number and the fields SPEC.md §3 gives it. */
type ExportedVersion = { versionNumber: number; entry: Record<string, unknown> };

/**
 * The `documents` collection (SPEC.md §3), first half, one record: its fields are checked with
 * the product's own rules, and each version's file is copied from --storage and verified, before
 * the database is opened for writing. A bad field, a missing file or a wrong hash throws, and the
 * record is reported as failed; the files this run wrote for it are removed with the run's others.
 */
export async function prepareDocument(
  id: string,
  record: ExportedDocument,
  files: ImportedFiles,
): Promise<PlannedDocument> {
  importableId(id, 'document');
  const fields = DocumentFields.safeParse({
    title: record.title ?? '',
    description: record.description ?? '',
    author: record.author ?? '',
    category: record.category ?? record.categories,
    machineIds: record.machineIds ?? [],
    sendNotification: record.sendNotification === true,
  });
  if (!fields.success) throw new Error(firstIssue(fields.error));
  const currentVersion = record.currentVersion ?? 1;
  if (!Number.isInteger(currentVersion) || (currentVersion as number) < 1) {
    throw new Error(`currentVersion ${JSON.stringify(currentVersion)} is not a version number`);
  }
  const uploadDate = exportedDate(record.uploadDate) ?? exportedDate(record.createdAt);
  const lastUpdated = exportedDate(record.lastUpdated) ?? uploadDate;
  // A record without its own timestamps was created when uploaded and last changed when updated.
  const createdAt = exportedDate(record.createdAt) ?? uploadDate;
  const updatedAt = exportedDate(record.updatedAt) ?? lastUpdated;
  const notes: string[] = [];
  const versions: VersionRow[] = [];
  let currentPath = '';
  for (const { versionNumber, entry } of versionsOf(record, currentVersion as number)) {
    const filePath = textOf(entry, 'filePath');
    if (!filePath) throw new Error(`version ${versionNumber} has no filePath`);
    const extension = extensionOf(filePath);
    if (versionNumber === currentVersion) currentPath = filePath;
    const copied = await files.copy({
      filePath,
      sha256: textOf(entry, 'sha256FileHash') || null,
      keyFor: (sha256) => documentFilePath(sha256, extension),
    });
    if ('failed' in copied) throw new Error(copied.failed);
    if (copied.note) notes.push(copied.note);
    const versionDate = exportedDate(entry.uploadDate) ?? uploadDate;
    versions.push({
      documentId: id,
      versionNumber,
      fileUrl: '',
      filePath: copied.key,
      fileSizeKB: bytesToKB(copied.sizeBytes),
      sha256FileHash: copied.sha256,
      uploadedBy: textOf(entry, 'uploadedBy') || textOf(record, 'uploadedBy') || null,
      author: textOf(entry, 'author') || fields.data.author,
      changes: versionChangesOrDefault(textOf(entry, 'changes')),
      ...(versionDate ? { uploadDate: versionDate } : {}),
    });
  }
  const current = versions.find((version) => version.versionNumber === currentVersion)!;
  return {
    id,
    notes,
    versions,
    document: {
      id,
      title: documentTitleOrDefault(fields.data.title, currentPath.split('/').pop() ?? ''),
      description: fields.data.description,
      author: fields.data.author,
      categories: fields.data.category,
      machineIds: fields.data.machineIds,
      fileType: extensionOf(current.filePath),
      currentVersion: currentVersion as number,
      isDownloaded: record.isDownloaded === true,
      sendNotification: fields.data.sendNotification,
      uploadedBy: textOf(record, 'uploadedBy') || null,
      updatedBy: textOf(record, 'updatedBy') || null,
      ...(uploadDate ? { uploadDate } : {}),
      ...(lastUpdated ? { lastUpdated } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(updatedAt ? { updatedAt } : {}),
    },
  };
}

/**
 * A record's versions (SPEC.md §4 "Document versions"): its `versions` map, keyed by number;
 * without one, the record's own file fields are its current version, as the product makes the
 * initial entry from the old file data. A current version missing from the map is taken from the
 * record's file fields too.
 */
function versionsOf(record: ExportedDocument, currentVersion: number): ExportedVersion[] {
  const map = record.versions;
  const found: ExportedVersion[] = [];
  if (typeof map === 'object' && map !== null) {
    for (const [key, entry] of Object.entries(map as Record<string, unknown>)) {
      if (typeof entry !== 'object' || entry === null) {
        throw new Error(`versions.${key} is not a version entry`);
      }
      const number = (entry as { versionNumber?: unknown }).versionNumber ?? Number(key);
      if (!Number.isInteger(number) || (number as number) < 1) {
        throw new Error(`versions.${key} has no version number`);
      }
      found.push({ versionNumber: number as number, entry: entry as Record<string, unknown> });
    }
  }
  if (new Set(found.map((v) => v.versionNumber)).size !== found.length) {
    throw new Error('two version entries have the same version number');
  }
  if (!found.some((version) => version.versionNumber === currentVersion)) {
    if (typeof record.filePath !== 'string') {
      throw new Error(`version ${currentVersion} (the current one) has no file`);
    }
    found.push({ versionNumber: currentVersion, entry: record });
  }
  if (found.some((version) => version.versionNumber > currentVersion)) {
    throw new Error(`a version is newer than currentVersion ${currentVersion}`);
  }
  return found.sort((a, b) => a.versionNumber - b.versionNumber);
}

/**
 * The second half, inside the run's transaction: each planned document is written under its
 * Firebase id with its versions, or updated where it changed, or skipped when nothing did.
 * Machine ids that are not machines are left out and listed.
 */
export async function writeDocuments(
  tx: Database | Transaction,
  planned: readonly PlannedDocument[],
  knownMachines: ReadonlySet<string>,
  { dryRun }: { dryRun: boolean },
): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const line = linesOf('documents', lines);
  const ids = planned.map((plan) => plan.id);
  const [existingDocuments, existingVersions] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          tx.select().from(documents).where(inArray(documents.id, ids)),
          tx.select().from(documentVersions).where(inArray(documentVersions.documentId, ids)),
        ]);
  const before = new Map(existingDocuments.map((row) => [row.id, row]));
  const versionsBefore = new Map<string, (typeof existingVersions)[number][]>();
  for (const row of existingVersions) {
    versionsBefore.set(row.documentId, [...(versionsBefore.get(row.documentId) ?? []), row]);
  }
  for (const plan of planned) {
    const links = unresolved(plan.document.machineIds ?? [], knownMachines);
    const document = { ...plan.document, machineIds: links.kept };
    const reason = [links.reason, ...plan.notes].filter(Boolean).join('; ') || undefined;
    const old = before.get(plan.id);
    if (!old) {
      if (!dryRun) {
        await tx.insert(documents).values(document);
        await tx.insert(documentVersions).values(plan.versions);
      }
      line(plan.id, 'imported', reason);
      continue;
    }
    const oldVersions = new Map(
      (versionsBefore.get(plan.id) ?? []).map((row) => [row.versionNumber, row]),
    );
    const changedVersions = plan.versions.filter((version) => {
      const was = oldVersions.get(version.versionNumber);
      return !was || differs(was, version);
    });
    const gone = [...oldVersions.keys()].filter(
      (number) => !plan.versions.some((version) => version.versionNumber === number),
    );
    if (!differs(old, document) && changedVersions.length === 0 && gone.length === 0) {
      line(plan.id, 'skipped', reason ?? 'unchanged');
      continue;
    }
    if (!dryRun) {
      const { id: _id, ...fields } = document;
      await tx.update(documents).set(fields).where(eq(documents.id, plan.id));
      await tx.delete(documentVersions).where(
        and(
          eq(documentVersions.documentId, plan.id),
          notInArray(
            documentVersions.versionNumber,
            plan.versions.map((version) => version.versionNumber),
          ),
        ),
      );
      for (const version of changedVersions) {
        const was = oldVersions.get(version.versionNumber);
        if (was && was.sha256FileHash !== version.sha256FileHash) {
          // Whoever read this version read other bytes: their acknowledgement does not stand,
          // and its text is read again from the new bytes (the catch-up finds it unread).
          await tx
            .delete(documentAcknowledgements)
            .where(
              and(
                eq(documentAcknowledgements.documentId, plan.id),
                eq(documentAcknowledgements.versionNumber, version.versionNumber),
              ),
            );
          await tx
            .delete(documentTexts)
            .where(
              and(
                eq(documentTexts.documentId, plan.id),
                eq(documentTexts.versionNumber, version.versionNumber),
              ),
            );
        }
        const { documentId: _d, versionNumber: _n, ...set } = version;
        await tx
          .insert(documentVersions)
          .values(version)
          .onConflictDoUpdate({
            target: [documentVersions.documentId, documentVersions.versionNumber],
            set,
          });
      }
    }
    line(plan.id, 'updated', reason);
  }
  return lines;
}
