import crypto from 'node:crypto';
import {
  AUDIT_ACTIONS,
  bytesToKB,
  CreateDocumentInput,
  CreateDocumentVersionInput,
  DEFAULT_VERSION_CHANGES,
  documentFilePath,
  documentTitleOrDefault,
  documentVersionFilePath,
  messages,
  safeFileName,
  type Document,
  type DocumentFacets,
  type DocumentListItem,
  type DocumentListQuery,
  type Page,
  type UpdateDocumentInput,
} from '@toolbox/domain';
import { conflict, notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import { FileRecordsService } from '../files/file-records.service';
import type { FilesService } from '../files/files.service';
import type { UploadsService } from '../uploads/uploads.service';
import { presentDocument, presentDocumentListItem } from './documents.presenter';
import type { DocumentsRepository, VersionRow } from './documents.repository';

/** Someone signed in, with the address they act from. */
export type DocumentActor = Actor & { id: string; email: string };

/** A stored file to send: its key and what the response says about it. */
export type ServedFile = { key: string; sha256: string; fileName: string; extension: string };

/** Where a published PDF version goes to have its text read (issue #22 item 1). */
export type TextReader = {
  queue(documentId: string, versionNumber: number): Promise<void>;
};

/** Documents (docs/product.md#documents): upload, versions, metadata, download, delete. */
export class DocumentsService extends FileRecordsService<DocumentsRepository> {
  constructor(
    repository: DocumentsRepository,
    uploads: UploadsService,
    files: FilesService,
    audit: AuditService,
    private readonly text: TextReader,
    private readonly logger: { warn: (details: object, message: string) => void },
  ) {
    super(repository, uploads, files, audit);
  }

  /**
   * A PDF version's text is read in the background; a queue that cannot take the job now never
   * fails the upload (the catch-up finds the version later).
   */
  private async readText(documentId: string, versionNumber: number, fileType: string) {
    if (fileType !== 'pdf') return;
    try {
      await this.text.queue(documentId, versionNumber);
    } catch (error) {
      this.logger.warn({ err: error, documentId, versionNumber }, 'document text not queued');
    }
  }

  async list(query: DocumentListQuery): Promise<Page<DocumentListItem>> {
    return presentPage(await this.repository.page(query), query, presentDocumentListItem);
  }

  async facets(): Promise<DocumentFacets> {
    return { categories: await this.repository.categoryCounts() };
  }

  /** One document with its whole history; 404 Document not found. */
  async get(id: string): Promise<Document> {
    const found = await this.repository.findById(id);
    const current = found?.versions.find((v) => v.versionNumber === found.document.currentVersion);
    if (!found || !current) throw notFound(messages.document.notFound);
    return presentDocument(found.document, current, found.versions);
  }

  /**
   * docs/product.md#document-upload: the verified file goes to `documents/{hash}.{ext}`, then the
   * record and its version 1 are written in one transaction, with uploadDate set by the database.
   */
  async create(input: CreateDocumentInput, actor: DocumentActor): Promise<Document> {
    const body = CreateDocumentInput.parse(input);
    const id = crypto.randomUUID();
    let fileType = '';
    await this.uploads.finalize(
      body,
      actor.id,
      'document',
      (file) => documentFilePath(file.sha256, file.extension),
      (file, restore) =>
        this.files.publish(file.key, restore, async (tx) => {
          fileType = file.extension;
          await this.repository.insert(
            tx,
            {
              id,
              title: documentTitleOrDefault(body.title, file.fileName),
              description: body.description,
              author: body.author,
              categories: body.category,
              machineIds: body.machineIds,
              fileType: file.extension,
              sendNotification: body.sendNotification,
              uploadedBy: actor.email,
            },
            {
              documentId: id,
              versionNumber: 1,
              fileUrl: '',
              filePath: file.key,
              fileSizeKB: bytesToKB(file.sizeBytes),
              sha256FileHash: file.sha256,
              uploadedBy: actor.email,
              author: body.author,
              changes: DEFAULT_VERSION_CHANGES,
            },
          );
          await this.audit.record(
            { action: AUDIT_ACTIONS.documentCreated, actor, target: { type: 'document', id } },
            tx,
          );
        }),
    );
    await this.readText(id, 1, fileType);
    return this.get(id);
  }

  /**
   * docs/product.md#document-versions: the file goes to `documents/{id}/v{n}/{filename}`,
   * currentVersion goes up by one and lastUpdated/updatedBy are set. Every document here keeps its
   * version 1 entry from the start, so the "initial entry from the old file data" already exists.
   * Only version 1 reads Initial version: a later one says what changed (its contract requires it).
   */
  async addVersion(
    id: string,
    input: CreateDocumentVersionInput,
    actor: DocumentActor,
  ): Promise<Document> {
    const body = CreateDocumentVersionInput.parse(input);
    const found = await this.repository.findById(id);
    if (!found) throw notFound(messages.document.notFound);
    const versionNumber = found.document.currentVersion + 1;
    let storedAt = '';
    let fileType = '';
    const added = await this.uploads.finalize(
      body,
      actor.id,
      'document',
      (file) => documentVersionFilePath(id, versionNumber, file.fileName),
      (file, restore) => {
        storedAt = file.key;
        fileType = file.extension;
        return this.files.publish(file.key, restore, async (tx) => {
          const isAdded = await this.repository.addVersion(
            tx,
            {
              documentId: id,
              versionNumber,
              fileUrl: '',
              filePath: file.key,
              fileSizeKB: bytesToKB(file.sizeBytes),
              sha256FileHash: file.sha256,
              uploadedBy: actor.email,
              author: body.author || found.document.author,
              changes: body.changes,
            },
            { fileType: file.extension, updatedBy: actor.email },
          );
          if (isAdded) {
            await this.audit.record(
              {
                action: AUDIT_ACTIONS.documentVersionAdded,
                actor,
                target: { type: 'document', id },
                details: { versionNumber },
              },
              tx,
            );
          }
          return isAdded;
        });
      },
    );
    if (!added) {
      // Deleted, or another version came first: this file belongs to no record.
      await this.files.release([storedAt]);
      throw conflict('The document changed while the file was uploading. Please try again.');
    }
    await this.readText(id, versionNumber, fileType);
    return this.get(id);
  }

  async update(id: string, patch: UpdateDocumentInput, actor: DocumentActor): Promise<Document> {
    const changes = {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.author !== undefined ? { author: patch.author } : {}),
      ...(patch.category !== undefined ? { categories: patch.category as string[] } : {}),
      ...(patch.machineIds !== undefined ? { machineIds: patch.machineIds as string[] } : {}),
    };
    if (Object.keys(changes).length === 0) return this.get(id);
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.update(id, changes, tx))) {
        throw notFound(messages.document.notFound);
      }
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.documentUpdated,
          actor,
          target: { type: 'document', id },
          details: { fields: Object.keys(changes) },
        },
        tx,
      );
    });
    return this.get(id);
  }

  /** docs/product.md#document-downloads: isDownloaded becomes true. */
  async markDownloaded(id: string): Promise<Document> {
    const row = await this.repository.update(id, { isDownloaded: true });
    if (!row) throw notFound(messages.document.notFound);
    return this.get(id);
  }

  /**
   * docs/product.md#document-delete: the record goes first, then each file no other record still
   * uses.
   */
  async delete(id: string, actor: DocumentActor): Promise<void> {
    const keys = await this.repository.transaction(async (tx) => {
      const released = await this.repository.delete(tx, id);
      if (!released) throw notFound(messages.document.notFound);
      await this.audit.record(
        { action: AUDIT_ACTIONS.documentDeleted, actor, target: { type: 'document', id } },
        tx,
      );
      return released;
    });
    await this.files.release(keys);
  }

  /** Logs an opening of the file (the whole file, or the range from byte 0). */
  async recordDownload(id: string, version: number | undefined, actor: Actor): Promise<void> {
    await this.audit.record({
      action: AUDIT_ACTIONS.documentDownloaded,
      actor,
      target: { type: 'document', id },
      details: { version: version ?? null },
    });
  }

  /** The file of the current version, or of `versionNumber`; named after the title. */
  async file(id: string, versionNumber?: number): Promise<ServedFile> {
    const found = await this.repository.findById(id);
    const wanted = versionNumber ?? found?.document.currentVersion;
    const version = found?.versions.find((v) => v.versionNumber === wanted);
    if (!found || !version) throw notFound(messages.document.notFound);
    return servedFile(found.document.title, version);
  }
}

function servedFile(title: string, version: VersionRow): ServedFile {
  const extension = /\.([A-Za-z0-9]+)$/.exec(version.filePath)?.[1]?.toLowerCase() ?? '';
  const base = safeFileName(title.replaceAll('/', '_')) || 'document';
  const fileName =
    extension && !base.toLowerCase().endsWith(`.${extension}`) ? `${base}.${extension}` : base;
  return { key: version.filePath, sha256: version.sha256FileHash, fileName, extension };
}
