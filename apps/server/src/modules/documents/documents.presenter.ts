import type { Document, DocumentListItem, DocumentVersion } from '@toolbox/domain';
import type { DocumentListRow, DocumentRow, VersionRow } from './documents.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where a version's bytes are served (the API's download URL, never a storage address). */
export const versionFileUrl = (documentId: string, versionNumber: number) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/versions/${versionNumber}/file`;

/** Where the current file is served. */
export const documentFileUrl = (documentId: string) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/file`;

function presentVersion(row: VersionRow): DocumentVersion {
  return {
    versionNumber: row.versionNumber,
    fileUrl: versionFileUrl(row.documentId, row.versionNumber),
    filePath: row.filePath,
    fileSizeKB: row.fileSizeKB,
    uploadDate: iso(row.uploadDate),
    uploadedBy: row.uploadedBy ?? '',
    author: row.author,
    changes: row.changes,
    sha256FileHash: row.sha256FileHash,
  };
}

/**
 * The API shape of a document (docs/product.md#documents), written once: the file fields are the
 * current version's, and `versions` is keyed by version number when the history is included.
 */
export function presentDocument(
  document: DocumentRow,
  current: VersionRow,
  versions?: readonly VersionRow[],
): Document {
  return {
    id: document.id,
    title: document.title,
    description: document.description,
    author: document.author,
    filePath: current.filePath,
    downloadURL: documentFileUrl(document.id),
    fileSizeKB: current.fileSizeKB,
    fileType: document.fileType,
    sha256FileHash: current.sha256FileHash,
    isDownloaded: document.isDownloaded,
    category: document.categories,
    machineIds: document.machineIds,
    currentVersion: document.currentVersion,
    uploadDate: iso(document.uploadDate),
    lastUpdated: iso(document.lastUpdated),
    uploadedBy: document.uploadedBy ?? '',
    updatedBy: document.updatedBy ?? null,
    createdAt: iso(document.createdAt),
    updatedAt: iso(document.updatedAt),
    ...(versions
      ? {
          versions: Object.fromEntries(
            versions.map((row) => [String(row.versionNumber), presentVersion(row)]),
          ),
        }
      : {}),
  };
}

/** A document as a list shows it (DocumentListItemSchema). */
export function presentDocumentListItem(row: DocumentListRow): DocumentListItem {
  return {
    id: row.id,
    title: row.title,
    fileType: row.fileType,
    fileSizeKB: row.fileSizeKB,
    category: row.categories,
    machineIds: row.machineIds,
    currentVersion: row.currentVersion,
    uploadDate: iso(row.uploadDate),
  };
}
