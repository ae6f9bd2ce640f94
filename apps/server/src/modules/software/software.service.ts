import crypto from 'node:crypto';
import {
  AUDIT_ACTIONS,
  bytesToKB,
  CreateSoftwareInput,
  messages,
  safeFileName,
  softwareFilePath,
  type Page,
  type SoftwareFacets,
  type SoftwareItem,
  type SoftwareListItem,
  type SoftwareListQuery,
  UpdateSoftwareInput,
} from '@toolbox/domain';
import { notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor } from '../audit/audit.service';
import type { ServedFile } from '../documents/documents.service';
import { FileRecordsService } from '../files/file-records.service';
import { presentSoftware, presentSoftwareListItem } from './software.presenter';
import type { NewSoftwareRow, SoftwareRepository } from './software.repository';

/**
 * Software packages (docs/product.md#software and #software-lists): ZIP files for specific
 * machines.
 */
export class SoftwareService extends FileRecordsService<SoftwareRepository> {
  async list(query: SoftwareListQuery): Promise<Page<SoftwareListItem>> {
    return presentPage(await this.repository.page(query), query, presentSoftwareListItem);
  }

  async facets(): Promise<SoftwareFacets> {
    return { categories: await this.repository.categoryCounts() };
  }

  /** One package; 404 Software package not found. */
  async get(id: string): Promise<SoftwareItem> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(messages.software.notFound);
    return presentSoftware(row);
  }

  /**
   * docs/product.md#software-upload, server half: the verified ZIP (magic bytes checked, never
   * extracted) goes to `software/{hash}.zip`, then the record is written with uploadDate set by
   * the database.
   */
  async create(
    input: CreateSoftwareInput,
    actor: Actor & { id: string; email: string },
  ): Promise<SoftwareItem> {
    const body = CreateSoftwareInput.parse(input);
    const id = crypto.randomUUID();
    await this.uploads.finalize(
      body,
      actor.id,
      'software',
      (file) => softwareFilePath(file.sha256),
      (file, restore) =>
        this.files.publish(file.key, restore, async (tx) => {
          await this.repository.insert(tx, {
            id,
            name: body.name,
            author: body.author,
            category: body.category,
            description: body.description,
            downloadURL: '',
            filePath: file.key,
            fileSizeKB: bytesToKB(file.sizeBytes),
            machineIds: body.machineIds,
            minVersion: body.minVersion,
            password: body.password,
            sha256FileHash: file.sha256,
            uploadedBy: actor.email,
            version: body.version,
            sendNotification: body.sendNotification,
          });
          await this.audit.record(
            { action: AUDIT_ACTIONS.softwareCreated, actor, target: { type: 'software', id } },
            tx,
          );
        }),
    );
    return this.get(id);
  }

  /**
   * Edits the package's fields without touching its file (issue #17 item 9), audited with the
   * names of the fields that changed; nothing to change answers the package as it is. A changed
   * password is never written to the audit log.
   */
  async update(id: string, input: UpdateSoftwareInput, actor: Actor): Promise<SoftwareItem> {
    const body = UpdateSoftwareInput.parse(input);
    const changes = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as Partial<NewSoftwareRow>;
    if (Object.keys(changes).length === 0) return this.get(id);
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.update(tx, id, changes))) {
        throw notFound(messages.software.notFound);
      }
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.softwareUpdated,
          actor,
          target: { type: 'software', id },
          details: { fields: Object.keys(changes) },
        },
        tx,
      );
    });
    return this.get(id);
  }

  /** Logs an opening of the package's file (the whole file, or the range from byte 0). */
  async recordDownload(id: string, actor: Actor): Promise<void> {
    await this.audit.record({
      action: AUDIT_ACTIONS.softwareDownloaded,
      actor,
      target: { type: 'software', id },
    });
  }

  /**
   * docs/product.md#software-delete: the record, then its file unless another package has the same
   * bytes.
   */
  async delete(id: string, actor: Actor): Promise<void> {
    const key = await this.repository.transaction(async (tx) => {
      const released = await this.repository.delete(tx, id);
      if (released === null) throw notFound(messages.software.notFound);
      await this.audit.record(
        { action: AUDIT_ACTIONS.softwareDeleted, actor, target: { type: 'software', id } },
        tx,
      );
      return released;
    });
    await this.files.release([key]);
  }

  async file(id: string): Promise<ServedFile> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound(messages.software.notFound);
    const base = safeFileName(`${row.name} ${row.version}`.replaceAll('/', '_')) || 'software';
    return {
      key: row.filePath,
      sha256: row.sha256FileHash,
      fileName: `${base}.zip`,
      extension: 'zip',
    };
  }
}
