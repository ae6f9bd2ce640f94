import { z } from './internal/zod';
import { BaseRecordSchema, normalizeStringList } from './base';
import { ALWAYS_REFINE, textField } from './internal/schema-helpers';
import { DEFAULT_DOCUMENT_VERSION, DEFAULT_VERSION_CHANGES } from './constants';
import { messages } from './messages';
import { baseName } from './rules/file-size';
import { isControlCharacter } from './rules/storage-path';

/** One stored version of a document's file (docs/product.md#document-versions). */
export const DocumentVersionSchema = z.object({
  /** 1 for the first file, one more for every new version. */
  versionNumber: z.number().int().positive(),
  /** Download URL of this version's file. */
  fileUrl: z.string(),
  /** Storage path of this version's file. */
  filePath: z.string(),
  /** Size in KB, rounded from bytes / 1024. */
  fileSizeKB: z.number(),
  /** When this version was uploaded (ISO 8601). */
  uploadDate: z.string(),
  /** Who uploaded this version. */
  uploadedBy: z.string(),
  /** Author of this version. */
  author: z.string(),
  /** What changed; the first version reads Initial version. */
  changes: z.string().default(DEFAULT_VERSION_CHANGES),
  /** SHA-256 of the file, uppercase hex. */
  sha256FileHash: z.string(),
});
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;

/**
 * A document as the API presents it (docs/product.md#documents); file fields are the current
 * version's.
 */
export const DocumentSchema = BaseRecordSchema.extend({
  /** Title shown in lists; defaults to the file name at upload. */
  title: z.string(),
  /** Free-text description. */
  description: z.string(),
  /** Who wrote the document. */
  author: z.string(),
  /** Storage path of the current file. */
  filePath: z.string(),
  /** Download URL of the current file. */
  downloadURL: z.string(),
  /** Size of the current file in KB. */
  fileSizeKB: z.number(),
  /** Lowercase file extension of the current file, e.g. `pdf`. */
  fileType: z.string(),
  /** SHA-256 of the current file, uppercase hex. */
  sha256FileHash: z.string(),
  /** Whether the document was marked as downloaded; false at creation. */
  isDownloaded: z.boolean(),
  /** Category names; never empty for a valid document. */
  category: z.array(z.string()),
  /** Machines the document applies to. */
  machineIds: z.array(z.string()),
  /** Number of the current version; 1 for a new document. */
  currentVersion: z.number().int().positive(),
  /** When the document was first uploaded. */
  uploadDate: z.string(),
  /** When a version was last added; equals uploadDate until then. */
  lastUpdated: z.string(),
  /** Who uploaded the document. */
  uploadedBy: z.string(),
  /** Who added the latest version; null until a new version is uploaded. */
  updatedBy: z.string().nullable(),
  /** Version entries keyed by version number; absent on documents that never had a new version. */
  versions: z.record(z.string(), DocumentVersionSchema).optional(),
});
export type Document = z.infer<typeof DocumentSchema>;

/**
 * Normalises a document's category value: a single name becomes a list (docs/product.md#documents).
 */
export function normalizeCategories(value: unknown): string[] {
  return normalizeStringList(value);
}

/**
 * Fields a document record is created or edited with, checked with the product's messages
 * (docs/product.md#document-validation).
 */
export const DocumentInput = z
  .object({
    /** Title; Title is required when empty. */
    title: z
      .string({ error: messages.document.titleRequired })
      .trim()
      .min(1, messages.document.titleRequired),
    /** Free-text description. */
    description: z.string().trim().default(''),
    /** Who wrote the document. */
    author: z.string().trim().default(''),
    /** One category name or a list; Category is required when the list is empty. */
    category: z.preprocess(
      normalizeCategories,
      z.array(z.string()).min(1, messages.document.categoryRequired),
    ),
    /** Machines the document applies to. */
    machineIds: z.preprocess(normalizeStringList, z.array(z.string())),
    /** Storage path of the file. */
    filePath: z.string().trim().optional(),
    /** Download URL of the file. */
    downloadURL: z.string().trim().optional(),
    /** Download URL of the current version's file. */
    fileUrl: z.string().trim().optional(),
    /** Size of the file in KB. */
    fileSizeKB: z.number().nonnegative().optional(),
    /** SHA-256 of the file. */
    sha256FileHash: z.string().trim().optional(),
    /** Whether to notify every user of the new document. */
    sendNotification: z.boolean().default(false),
  })
  .refine(
    (value) => ['filePath', 'downloadURL', 'fileUrl'].some((key) => textField(value, key) !== ''),
    { ...ALWAYS_REFINE, message: messages.document.fileRequired, path: ['filePath'] },
  );
export type DocumentInput = z.infer<typeof DocumentInput>;

/**
 * The title an upload gets when none is given: the file's name
 * (docs/product.md#document-validation).
 */
export function defaultDocumentTitle(fileName: string): string {
  return Array.from(baseName(fileName))
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim();
}

/** The given title, or the file name when the title is missing or blank. */
export function documentTitleOrDefault(title: string | null | undefined, fileName: string): string {
  const given = (title ?? '').trim();
  return given === '' ? defaultDocumentTitle(fileName) : given;
}

/** The download URL of the current version: its version entry's fileUrl, else the record's. */
export function currentFileUrl(
  doc: Pick<Document, 'downloadURL' | 'versions'> & { currentVersion?: number | null },
): string {
  const entry = doc.versions?.[String(doc.currentVersion ?? DEFAULT_DOCUMENT_VERSION)];
  return entry?.fileUrl || doc.downloadURL;
}

/** What `nextVersion` needs of a document: its version state and its current file data. */
export type VersionedDocument = Pick<
  Document,
  | 'downloadURL'
  | 'filePath'
  | 'fileSizeKB'
  | 'uploadDate'
  | 'uploadedBy'
  | 'author'
  | 'sha256FileHash'
> & {
  currentVersion?: number | null;
  versions?: Readonly<Record<string, DocumentVersion>> | null;
};

/**
 * docs/product.md#document-versions: the number a new version gets (current + 1; a missing current
 * version counts as 1) and, when the document has no version entries yet, the version 1 entry
 * that must first be created from its old file data so that history keeps the original file.
 */
export function nextVersion(doc: VersionedDocument): {
  currentVersion: number;
  initialVersion: DocumentVersion | null;
} {
  const current = doc.currentVersion ?? DEFAULT_DOCUMENT_VERSION;
  const hasVersions = doc.versions != null && Object.keys(doc.versions).length > 0;
  return {
    currentVersion: current + 1,
    initialVersion: hasVersions
      ? null
      : {
          versionNumber: DEFAULT_DOCUMENT_VERSION,
          fileUrl: doc.downloadURL,
          filePath: doc.filePath,
          fileSizeKB: doc.fileSizeKB,
          uploadDate: doc.uploadDate,
          uploadedBy: doc.uploadedBy,
          author: doc.author,
          changes: DEFAULT_VERSION_CHANGES,
          sha256FileHash: doc.sha256FileHash,
        },
  };
}
