import {
  AUDIT_ACTIONS,
  GuideImportFileError,
  guidesToCsv,
  guidesToJson,
  messages,
  parseGuideImport,
  type Guide,
  type GuideFileFormat,
  type GuideImportReport,
  type GuideImportRow,
} from '@toolbox/domain';
import type { z } from 'zod';
import type { GuideImportInput } from '@toolbox/domain';
import { AppError, invalidArgument, notFound } from '../../lib/errors';
import type { Actor } from '../audit/audit.service';
import { presentGuide } from './guides.presenter';
import type { GuidesRepository } from './guides.repository';
import type { GuideDraft, GuidesService } from './guides.service';

type ParsedImport = z.output<typeof GuideImportInput>;

/**
 * Importing guides into one machine from CSV or JSON, and exporting them: a dry run reports
 * every row's errors and what it would create or replace; applying writes every row or none.
 */
export class GuidesImportService {
  constructor(
    private readonly repository: GuidesRepository,
    private readonly guides: GuidesService,
  ) {}

  async run(machineId: string, input: ParsedImport, actor: Actor): Promise<GuideImportReport> {
    if (!(await this.repository.machineExists(machineId))) {
      throw notFound(messages.machine.notFound);
    }
    let parsed;
    try {
      parsed = parseGuideImport(input.format, input.content);
    } catch (error) {
      if (error instanceof GuideImportFileError) throw invalidArgument(error.message);
      throw error;
    }
    const current = new Map(
      (await this.repository.listForMachine(machineId)).map((row) => [row.id, presentGuide(row)]),
    );
    const existing = new Set(current.keys());
    const allowed = await this.allowedValues(parsed);
    const seen = new Set<string>();
    const drafts: GuideDraft[] = [];
    const rows: GuideImportRow[] = parsed.map((row) => {
      const previous = row.id === null ? undefined : current.get(row.id);
      const errors = [...row.errors, ...(row.draft ? allowed.errorsOf(row.draft, previous) : [])];
      if (row.id !== null) {
        // docs/product.md#guide-rules: an existing guide id must be found in that machine's guides.
        if (!existing.has(row.id)) {
          errors.push({ field: 'id', message: messages.machine.guideNotFound(row.id) });
        }
        if (seen.has(row.id))
          errors.push({ field: 'id', message: messages.guide.importDuplicateId });
        seen.add(row.id);
      }
      if (row.draft && errors.length === 0) {
        drafts.push(
          input.format === 'csv' && previous ? withKeptImages(row.draft, previous) : row.draft,
        );
      }
      return {
        row: row.row,
        title: row.title,
        id: row.id,
        action: row.id === null ? 'create' : 'replace',
        errors,
      };
    });
    const errorCount = rows.reduce((sum, row) => sum + row.errors.length, 0);
    const report = {
      rows,
      creates: rows.filter((row) => row.action === 'create').length,
      replaces: rows.filter((row) => row.action === 'replace').length,
      errorCount,
      applied: false,
    };
    if (input.dryRun) return report;
    if (errorCount > 0) {
      throw new AppError(400, 'invalid-argument', messages.guide.importHasErrors);
    }
    await this.guides.saveMany(machineId, drafts, {
      action: AUDIT_ACTIONS.guidesImported,
      actor,
      target: { type: 'machine', id: machineId },
      details: { format: input.format, creates: report.creates, replaces: report.replaces },
    });
    return { ...report, applied: true };
  }

  /**
   * What the guide settings and the documents allow (issue #17 item 8): a row's category and
   * severity must be the settings' (or left empty), its related documents must exist, and a guide
   * has at least one step. A replaced guide may keep what it already has, so a file exported from
   * Toolbox always imports again. Answers the check for one row's guide.
   */
  private async allowedValues(parsed: readonly { draft: GuideDraft | null }[]) {
    const settings = await this.guides.settings();
    const documents = await this.repository.existingDocumentIds(
      parsed.flatMap((row) => row.draft?.relatedDocumentIds ?? []),
    );
    return {
      errorsOf(draft: GuideDraft, previous?: Guide): { field: string; message: string }[] {
        const errors: { field: string; message: string }[] = [];
        const kept = (field: 'category' | 'severity') => previous?.[field] === draft[field];
        if (draft.category && !settings.categories.includes(draft.category) && !kept('category')) {
          errors.push({
            field: 'category',
            message: messages.guide.importUnknownCategory(draft.category),
          });
        }
        if (draft.severity && !settings.severities.includes(draft.severity) && !kept('severity')) {
          errors.push({
            field: 'severity',
            message: messages.guide.importUnknownSeverity(draft.severity),
          });
        }
        if (draft.steps.length === 0 && (previous?.steps.length ?? 1) > 0) {
          errors.push({ field: 'steps', message: messages.guide.importNoSteps });
        }
        for (const id of draft.relatedDocumentIds) {
          if (!documents.has(id)) {
            errors.push({
              field: 'relatedDocumentIds',
              message: messages.guide.importUnknownDocument(id),
            });
          }
        }
        return errors;
      },
    };
  }

  /** The machine's guides as a file in the import's format. */
  async export(machineId: string, format: GuideFileFormat): Promise<string> {
    const guides = await this.guides.listForMachine(machineId);
    return format === 'csv' ? guidesToCsv(guides) : guidesToJson(guides);
  }
}

/**
 * CSV has no column for step images: a replaced guide keeps the image of each step whose text
 * the file leaves as it was, so exporting and importing again loses nothing.
 */
function withKeptImages(draft: GuideDraft, previous: Guide): GuideDraft {
  return {
    ...draft,
    steps: draft.steps.map((step, index) => {
      const before = previous.steps[index];
      return step.imagePath === null && before?.text === step.text
        ? { ...step, imagePath: before.imagePath }
        : step;
    }),
  };
}
