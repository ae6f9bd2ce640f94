import {
  AUDIT_ACTIONS,
  DEFAULT_GUIDE_SETTINGS,
  messages,
  removeGuide,
  saveGuide,
  type Guide,
  type GuideContent,
  type GuideSearchHit,
  type GuideSearchQuery,
  type GuideSettings,
  type MachinesWithGuidesQuery,
  type MachineWithGuides,
  type Page,
} from '@toolbox/domain';
import { invalidArgument, notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor, AuditRecord, AuditService } from '../audit/audit.service';
import type { Transaction } from '../files/files.repository';
import type { FilesService } from '../files/files.service';
import { presentGuide } from './guides.presenter';
import { guideValues, type GuidesRepository } from './guides.repository';

/** A guide to write: its content, and its id when it replaces an existing guide. */
export type GuideDraft = GuideContent & { id?: string | null | undefined };

const guideTarget = (machineId: string, guideId: string) => ({
  type: 'guide',
  id: `${machineId}/${guideId}`,
});
const machineTarget = (id: string) => ({ type: 'machine', id });

/**
 * Troubleshooting guides (docs/product.md#guide-lists, #guides and #guide-rules): the rules are the
 * domain's saveGuide/removeGuide, applied to the machine's guides while its row is locked.
 */
export class GuidesService {
  constructor(
    private readonly repository: GuidesRepository,
    private readonly files: FilesService,
    private readonly audit: AuditService,
  ) {}

  /** The guides of one machine in their order; 404 Machine not found. */
  async listForMachine(machineId: string): Promise<Guide[]> {
    if (!(await this.repository.machineExists(machineId))) {
      throw notFound(messages.machine.notFound);
    }
    return (await this.repository.listForMachine(machineId)).map(presentGuide);
  }

  /** The guides of several machines (known to exist), each machine's in its order. */
  async listForMachines(machineIds: string[]): Promise<Guide[]> {
    return (await this.repository.listForMachines(machineIds)).map(presentGuide);
  }

  /** One guide of a machine. */
  async get(machineId: string, guideId: string): Promise<Guide> {
    const row = await this.repository.find(machineId, guideId);
    if (!row) {
      if (!(await this.repository.machineExists(machineId))) {
        throw notFound(messages.machine.notFound);
      }
      throw notFound(messages.machine.guideNotFoundForMachine(guideId, machineId));
    }
    return presentGuide(row);
  }

  /**
   * Saves a guide: with an id it replaces that guide, which must be one of the machine's ("Guide
   * with ID X not found"); without one it is appended under a new `guide_<timestamp>` id.
   */
  async save(
    machineId: string,
    draft: GuideDraft,
    actor: Actor,
  ): Promise<{ guide: Guide; created: boolean }> {
    const { results, released } = await this.repository.transaction(async (tx) => {
      const saved = await this.saveAll(tx, machineId, [draft]);
      const { guide, created } = saved.results[0]!;
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.guideSaved,
          actor,
          target: guideTarget(guide.machineId, guide.id),
          details: { title: guide.title, created },
        },
        tx,
      );
      return saved;
    });
    await this.files.release(released);
    return results[0]!;
  }

  /**
   * Saves several guides of one machine in one transaction: all of them or none, recorded as
   * `entry` (an import) in the same transaction.
   */
  async saveMany(
    machineId: string,
    drafts: readonly GuideDraft[],
    entry: AuditRecord,
  ): Promise<Guide[]> {
    const { results, released } = await this.repository.transaction(async (tx) => {
      const saved = await this.saveAll(tx, machineId, drafts);
      await this.audit.record(entry, tx);
      return saved;
    });
    await this.files.release(released);
    return results.map((result) => result.guide);
  }

  /**
   * Replaces the machine's troubleshootingGuides section (docs/product.md#guide-rules): the listed
   * guides are saved in the given order (an id must be one of the machine's), every other guide is
   * deleted.
   */
  async replaceSection(
    machineId: string,
    drafts: readonly GuideDraft[],
    actor: Actor,
  ): Promise<Guide[]> {
    const { guides, released } = await this.repository.transaction(async (tx) => {
      const saved = await this.saveAll(tx, machineId, drafts);
      const ids = saved.results.map((result) => result.guide.id);
      const deleted = await this.repository.deleteOthers(tx, machineId, ids);
      await this.repository.reorder(tx, machineId, ids);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.guidesReplaced,
          actor,
          target: machineTarget(machineId),
          details: { guides: ids },
        },
        tx,
      );
      return {
        guides: saved.results.map((result) => result.guide),
        released: [...saved.released, ...deleted.flatMap((row) => row.imagePaths)],
      };
    });
    await this.files.release(released);
    return guides;
  }

  /**
   * Saves several drafts for one machine inside `tx` (the import's all-or-nothing apply): the
   * machine row is locked, each draft goes through the product's save rule
   * (docs/product.md#guide-rules) in turn, and the images its steps show must be in storage.
   * `released` lists images replaced guides no longer show, for the caller to release once `tx` has
   * committed.
   */
  private async saveAll(
    tx: Transaction,
    machineId: string,
    drafts: readonly GuideDraft[],
  ): Promise<{ results: { guide: Guide; created: boolean }[]; released: string[] }> {
    // Image keys first, then the machine row: the order every writer takes them in (a diagram
    // or photo holds its key, then touches the machine), so two writers never wait on each other.
    const missing = await this.files.holdStored(
      tx,
      drafts.flatMap((draft) => draftImages(draft)),
    );
    if (!(await this.repository.lockMachine(tx, machineId))) {
      throw notFound(messages.machine.notFound);
    }
    if (missing.length > 0) {
      throw invalidArgument(messages.image.notFound, {
        steps: missing.map(() => messages.image.notFound),
      });
    }
    let guides = (await this.repository.listForMachine(machineId, tx)).map(presentGuide);
    const now = new Date();
    const results: { guide: Guide; created: boolean }[] = [];
    const released: string[] = [];
    for (const [index, draft] of drafts.entries()) {
      // One millisecond apart, so a batch of new guides gets distinct ids without a search.
      const at = new Date(now.getTime() + index);
      const previous = draft.id ? guides.find((guide) => guide.id === draft.id?.trim()) : undefined;
      if (previous) released.push(...draftImages(previous));
      const next = saveGuide(guides, machineId, draft, at);
      guides = next.guides as Guide[];
      const saved = next.guide as Guide;
      const values = guideValues(contentOf(draft));
      const created = !draft.id?.trim();
      const row = created
        ? await this.repository.insert(tx, machineId, saved.id, values, at)
        : await this.repository.replace(tx, machineId, saved.id, values, at);
      results.push({ guide: presentGuide(row!), created });
    }
    await this.repository.touchDetails(tx, machineId, now);
    return { results, released };
  }

  /**
   * Deletes a guide. Both ids are required ("Both machine ID and guide ID are required to delete
   * a guide") and the guide must be the machine's ("Guide with ID X not found for machine Y").
   */
  async delete(
    machineId: string | undefined,
    guideId: string | undefined,
    actor: Actor,
  ): Promise<string> {
    const images = await this.repository.transaction(async (tx) => {
      const id = machineId?.trim() ?? '';
      const guides =
        id && (await this.repository.lockMachine(tx, id))
          ? (await this.repository.listForMachine(id, tx)).map(presentGuide)
          : [];
      // Checks both ids, then that the guide is the machine's (docs/product.md#guide-rules).
      removeGuide(guides, machineId, guideId);
      const row = await this.repository.delete(tx, id, guideId!);
      await this.repository.touchDetails(tx, id);
      await this.audit.record(
        { action: AUDIT_ACTIONS.guideDeleted, actor, target: guideTarget(id, guideId!) },
        tx,
      );
      return row?.imagePaths ?? [];
    });
    await this.files.release(images);
    return messages.machine.guideDeleted;
  }

  /** Machines with at least one guide, each with its guides (docs/product.md#guide-lists). */
  async machinesWithGuides(query: MachinesWithGuidesQuery): Promise<Page<MachineWithGuides>> {
    return presentPage(
      await this.repository.machinesWithGuides(query),
      query,
      ({ machine, guides }) => ({ machine, guides: guides.map(presentGuide) }),
    );
  }

  /** Full-text search over every machine's guides. */
  async search(query: GuideSearchQuery): Promise<Page<GuideSearchHit>> {
    return presentPage(await this.repository.search(query), query, ({ guide, machine }) => ({
      guide: presentGuide(guide),
      machine,
    }));
  }

  async settings(): Promise<GuideSettings> {
    return (await this.repository.settings()) ?? DEFAULT_GUIDE_SETTINGS;
  }

  /** Replaces the categories and severities the forms offer (duplicates dropped). */
  async saveSettings(settings: GuideSettings, actor: Actor): Promise<GuideSettings> {
    const unique = (items: string[]) =>
      items.filter(
        (item, index) =>
          items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index,
      );
    const cleaned = {
      categories: unique(settings.categories),
      severities: unique(settings.severities),
    };
    await this.repository.transaction(async (tx) => {
      await this.repository.saveSettings(tx, cleaned);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.guideSettingsChanged,
          actor,
          target: { type: 'settings', id: 'troubleshooting' },
          details: cleaned,
        },
        tx,
      );
    });
    return cleaned;
  }
}

function contentOf(draft: GuideDraft): GuideContent {
  const { id: _id, ...content } = draft;
  return content;
}

function draftImages(draft: GuideDraft): string[] {
  return draft.steps.flatMap((step) => (step.imagePath ? [step.imagePath] : []));
}
