import crypto from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  GUIDE_MAX_TEXT,
  imageFilePath,
  PartDiagramInput,
  SpecificationEntryInput,
} from '@toolbox/domain';
import type { Database } from '../../db/client';
import { touchMachineDetails } from '../../db/machine-details';
import {
  machineDetails,
  maintenanceProcedures,
  partDiagrams,
  specifications,
  troubleshootingGuides,
} from '../../db/schema';
import type { Transaction } from '../../modules/files/files.repository';
import { imageTypeOf } from '../../modules/uploads/uploads.service';
import { exportedDate, type ExportedDocument } from './firestore-export';
import type { ImportedFiles } from './stored-files';
import { guideIdOf, prepareGuide, type GuideRow } from './import-guides';
import { differs, extensionOf, firstIssue, linesOf, textOf } from './imported-records';
import type { ImportLine } from './import-users';

type Executor = Database | Transaction;
type SpecRow = typeof specifications.$inferInsert & { id: string };
type ProcedureRow = typeof maintenanceProcedures.$inferInsert & { id: string };
type DiagramRow = Omit<typeof partDiagrams.$inferInsert, 'search'> & { id: string };

/** One machine's details with their images copied and verified, ready to be written. */
export type PlannedDetails = {
  machineId: string;
  specifications: SpecRow[];
  procedures: ProcedureRow[];
  guides: GuideRow[];
  /** Guides of the export that could not be read: each fails alone, its stored copy kept. */
  failedGuides: { id: string; reason: string }[];
  diagrams: DiagramRow[];
  createdAt: Date | null;
  updatedAt: Date | null;
};

/** The most text a maintenance procedure's content may hold, as JSON (a guide's: GUIDE_MAX_TEXT). */
const PROCEDURE_MAX_CHARACTERS = GUIDE_MAX_TEXT;

const DiagramFields = PartDiagramInput.omit({ uploadId: true, imagePath: true });
const IMAGE_EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  webp: 'webp',
};

/**
 * The id of an imported entry that Toolbox keeps in a table of its own: the same for the same
 * machine, section and position (or Firebase id) on every run, so a second run finds it again.
 */
const entryId = (machineId: string, section: string, key: string | number) =>
  `fb-${crypto.createHash('sha256').update(`${machineId}\0${section}\0${key}`).digest('hex').slice(0, 32)}`;

/** A list field of a details record; [] when absent. */
function listOf(record: ExportedDocument, key: string): Record<string, unknown>[] {
  const value = record[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null)) {
    throw new Error(`${key} is not a list of entries`);
  }
  return value as Record<string, unknown>[];
}

/**
 * The `machine_details` collection (SPEC.md §3, one record per machine id), first half, one
 * record: the four sections checked with the product's own rules for specifications, guides and
 * part diagrams, and every image a guide step or diagram names copied from --storage to
 * `images/{hash}.{ext}`. Images carry no hash in the export, so theirs is computed.
 */
export async function prepareDetails(
  machineId: string,
  record: ExportedDocument,
  files: ImportedFiles | null,
): Promise<PlannedDetails> {
  const image = async (filePath: unknown, where: string) => {
    if (filePath === undefined || filePath === null || filePath === '') return null;
    if (typeof filePath !== 'string') throw new Error(`${where}: the image path is not text`);
    const extension = IMAGE_EXTENSIONS[extensionOf(filePath)];
    if (!extension) throw new Error(`${where}: ${filePath} is not a PNG, JPEG or WebP image`);
    if (!files) throw new Error(`${where}: ${filePath} needs --storage`);
    const copied = await files.copy({
      filePath,
      sha256: null,
      keyFor: (sha256) => imageFilePath(sha256, extension),
      check: (head) => {
        const type = imageTypeOf(head);
        if (!type) return 'is not a PNG, JPEG or WebP image';
        return type === extension
          ? null
          : `is a ${type.toUpperCase()} image named .${extensionOf(filePath)}`;
      },
    });
    if ('failed' in copied) throw new Error(`${where}: ${copied.failed}`);
    return copied.key;
  };
  const specs = listOf(record, 'specifications').map((entry, position): SpecRow => {
    const parsed = SpecificationEntryInput.safeParse(entry);
    if (!parsed.success) throw new Error(`specifications.${position}.${firstIssue(parsed.error)}`);
    const { group, ...rest } = parsed.data;
    return {
      id: entryId(machineId, 'specifications', position),
      machineId,
      groupName: group,
      ...rest,
      position,
    };
  });
  const procedures = listOf(record, 'maintenanceProcedures').map(
    ({ id: _id, title, createdAt: _c, updatedAt: _u, ...content }, position): ProcedureRow => {
      if (typeof title !== 'string' || !title.trim()) {
        throw new Error(`maintenanceProcedures.${position}: no title`);
      }
      if (title.length > 200 || JSON.stringify(content).length > PROCEDURE_MAX_CHARACTERS) {
        throw new Error(`maintenanceProcedures.${position}: longer than Toolbox keeps`);
      }
      return {
        id: entryId(machineId, 'maintenanceProcedures', position),
        machineId,
        title: title.trim(),
        content,
        position,
      };
    },
  );
  const guides: GuideRow[] = [];
  const failedGuides: PlannedDetails['failedGuides'] = [];
  for (const [position, entry] of listOf(record, 'troubleshootingGuides').entries()) {
    const where = `troubleshootingGuides.${position}`;
    try {
      guides.push(await prepareGuide(machineId, entry, position, image));
    } catch (error) {
      const id = guideIdOf(entry, position);
      const why = (error as Error).message;
      failedGuides.push({ id, reason: `${where} (${id}): ${why}; the guide was not imported` });
    }
  }
  const diagrams: DiagramRow[] = [];
  for (const [position, entry] of listOf(record, 'partDiagrams').entries()) {
    const where = `partDiagrams.${position}`;
    const parsed = DiagramFields.safeParse(entry);
    if (!parsed.success) throw new Error(`${where}.${firstIssue(parsed.error)}`);
    const id = textOf(entry, 'id');
    diagrams.push({
      id: entryId(machineId, 'partDiagrams', id || position),
      machineId,
      ...parsed.data,
      imagePath: await image(entry.imagePath ?? entry.filePath, where),
    });
  }
  if (new Set(guides.map((guide) => guide.id)).size !== guides.length) {
    throw new Error('two troubleshooting guides have the same id');
  }
  if (new Set(diagrams.map((diagram) => diagram.id)).size !== diagrams.length) {
    throw new Error('two part diagrams have the same id');
  }
  return {
    machineId,
    specifications: specs,
    procedures,
    guides,
    failedGuides,
    diagrams,
    createdAt: exportedDate(record.createdAt),
    updatedAt: exportedDate(record.updatedAt),
  };
}

/** What one section holds now, by id, to compare with what the export says. */
async function sectionsBefore(tx: Executor, machineIds: string[]) {
  if (machineIds.length === 0) return { specs: [], procedures: [], guides: [], diagrams: [] };
  const [specs, procedures, guides, diagrams] = await Promise.all([
    tx.select().from(specifications).where(inArray(specifications.machineId, machineIds)),
    tx
      .select()
      .from(maintenanceProcedures)
      .where(inArray(maintenanceProcedures.machineId, machineIds)),
    tx
      .select()
      .from(troubleshootingGuides)
      .where(inArray(troubleshootingGuides.machineId, machineIds)),
    tx.select().from(partDiagrams).where(inArray(partDiagrams.machineId, machineIds)),
  ]);
  return { specs, procedures, guides, diagrams };
}

/** Whether a section's rows differ from the ones stored (by id, every field the export sets). */
function sectionDiffers<Row extends { id: string }>(
  stored: readonly (Record<string, unknown> & { id: string })[],
  wanted: readonly Row[],
): boolean {
  const byId = new Map(stored.map((row) => [row.id, row]));
  return (
    stored.length !== wanted.length ||
    wanted.some((row) => {
      const old = byId.get(row.id);
      return !old || differs(old, row);
    })
  );
}

/**
 * The second half, in the run's transaction: a record whose machine is neither in Toolbox nor in
 * this import fails; otherwise each section that differs is replaced (guides are kept by id, so
 * engineers' feedback on an unchanged guide stays), and the details record is written.
 */
export async function writeDetails(
  tx: Executor,
  planned: readonly PlannedDetails[],
  knownMachines: ReadonlySet<string>,
  { dryRun }: { dryRun: boolean },
): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const line = linesOf('machine_details', lines);
  const resolvable = planned.filter((plan) => {
    if (knownMachines.has(plan.machineId)) return true;
    line(plan.machineId, 'failed', `machine ${JSON.stringify(plan.machineId)} not found`);
    return false;
  });
  const ids = resolvable.map((plan) => plan.machineId);
  const before = await sectionsBefore(tx, ids);
  const records = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: machineDetails.machineId })
            .from(machineDetails)
            .where(inArray(machineDetails.machineId, ids))
        ).map((row) => row.id),
  );
  const of = <Row extends { machineId: string }>(rows: Row[], machineId: string) =>
    rows.filter((row) => row.machineId === machineId);
  for (const plan of resolvable) {
    const id = plan.machineId;
    for (const failed of plan.failedGuides) line(id, 'failed', failed.reason);
    // A guide this export cannot describe is neither compared nor replaced: its stored copy stays.
    const unread = new Set(plan.failedGuides.map((failed) => failed.id));
    const storedGuides = of(before.guides, id).filter((guide) => !unread.has(guide.id));
    const changed = {
      specs: sectionDiffers(of(before.specs, id), plan.specifications),
      procedures: sectionDiffers(of(before.procedures, id), plan.procedures),
      guides: sectionDiffers(storedGuides, plan.guides),
      diagrams: sectionDiffers(of(before.diagrams, id), plan.diagrams),
    };
    const isNew = !records.has(id);
    if (!isNew && !Object.values(changed).some(Boolean)) {
      line(id, 'skipped', 'unchanged');
      continue;
    }
    if (!dryRun) await writeSections(tx, plan, changed);
    line(id, isNew ? 'imported' : 'updated');
  }
  return lines;
}

async function writeSections(
  tx: Executor,
  plan: PlannedDetails,
  changed: Record<'specs' | 'procedures' | 'guides' | 'diagrams', boolean>,
): Promise<void> {
  const id = plan.machineId;
  if (changed.specs) {
    await tx.delete(specifications).where(eq(specifications.machineId, id));
    if (plan.specifications.length > 0) await tx.insert(specifications).values(plan.specifications);
  }
  if (changed.procedures) {
    await tx.delete(maintenanceProcedures).where(eq(maintenanceProcedures.machineId, id));
    if (plan.procedures.length > 0) await tx.insert(maintenanceProcedures).values(plan.procedures);
  }
  if (changed.guides) {
    const keep = [...plan.guides, ...plan.failedGuides].map((guide) => guide.id);
    await tx
      .delete(troubleshootingGuides)
      .where(
        and(
          eq(troubleshootingGuides.machineId, id),
          ...(keep.length > 0 ? [notInArray(troubleshootingGuides.id, keep)] : []),
        ),
      );
    for (const guide of plan.guides) {
      const { id: _g, machineId: _m, ...set } = guide;
      await tx
        .insert(troubleshootingGuides)
        .values(guide)
        .onConflictDoUpdate({
          target: [troubleshootingGuides.machineId, troubleshootingGuides.id],
          set,
        });
    }
  }
  if (changed.diagrams) {
    await tx.delete(partDiagrams).where(eq(partDiagrams.machineId, id));
    if (plan.diagrams.length > 0) await tx.insert(partDiagrams).values(plan.diagrams);
  }
  await touchMachineDetails(tx, id, plan.updatedAt ?? new Date());
  if (plan.createdAt) {
    await tx
      .update(machineDetails)
      .set({ createdAt: plan.createdAt })
      .where(eq(machineDetails.machineId, id));
  }
}
