/**
 * The contract of the documents endpoints under /api/v1/documents: the searchable list query,
 * the bodies that turn a finished tus upload into a document or into its next version, the
 * metadata edit, the detail answer with the whole version history, and the categories in use.
 * The upload itself goes over tus; these bodies name it by `uploadId`, and the server moves the
 * verified file to its key (docs/product.md#storage-paths). The record (`DocumentSchema`), its
 * field rules (`DocumentInput`) and the versioning rules are in `../document.ts`; the messages are
 * `messages.document` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { normalizeStringList } from '../base';
import { DEFAULT_VERSION_CHANGES } from '../constants';
import { DocumentSchema } from '../document';
import { nameList, trimmedText } from '../internal/schema-helpers';
import { messages } from '../messages';
import { declaredSha256Field, pageQueryFields, pageSchema, uploadIdField } from './common.contract';

/** GET /api/v1/documents: newest upload first, searchable (title, description, author), filterable. */
export const DocumentListQuery = z.object({
  ...pageQueryFields,
  search: trimmedText(200, 'Search').optional(),
  category: trimmedText(200, 'Category').optional(),
  machineId: trimmedText(200, 'Machine').optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

/**
 * POST /api/v1/documents: a finished upload becomes a document (docs/product.md#document-upload).
 */
export const CreateDocumentInput = z.object({
  uploadId: uploadIdField(messages.document.fileRequired),
  sha256: declaredSha256Field,
  /** Title; the file name when empty (docs/product.md#document-validation). */
  title: trimmedText(300, 'Title').default(''),
  description: trimmedText(5000, 'Description').default(''),
  author: trimmedText(200, 'Author').default(''),
  /** One category name or a list; Category is required when the list is empty. */
  category: z.preprocess(
    normalizeStringList,
    z.array(z.string().max(200)).min(1, messages.document.categoryRequired).max(50),
  ),
  machineIds: nameList(200).default([]),
  sendNotification: z.boolean().default(false),
});
export type CreateDocumentInput = z.input<typeof CreateDocumentInput>;

/**
 * POST /api/v1/documents/{id}/versions: a finished upload becomes the next version
 * (docs/product.md#document-versions).
 */
export const CreateDocumentVersionInput = z.object({
  uploadId: uploadIdField(messages.document.fileRequired),
  sha256: declaredSha256Field,
  /**
   * What changed, required: this is version 2 or later, and only version 1 reads Initial version
   * (SPEC's default), so two versions never both say it.
   */
  changes: z
    .string({ error: messages.document.versionChangesRequired })
    .trim()
    .min(1, messages.document.versionChangesRequired)
    .max(2000, messages.input.tooLong('Changes', 2000)),
  /** Author of this version; the document's author when empty. */
  author: trimmedText(200, 'Author').default(''),
  sendNotification: z.boolean().default(false),
});
export type CreateDocumentVersionInput = z.input<typeof CreateDocumentVersionInput>;

/** PATCH /api/v1/documents/{id}: metadata only; the file changes through a new version. */
export const UpdateDocumentInput = z
  .object({
    title: z
      .string({ error: messages.document.titleRequired })
      .trim()
      .min(1, messages.document.titleRequired)
      .max(300),
    description: trimmedText(5000, 'Description'),
    author: trimmedText(200, 'Author'),
    category: z.preprocess(
      normalizeStringList,
      z.array(z.string().max(200)).min(1, messages.document.categoryRequired).max(50),
    ),
    machineIds: nameList(200),
  })
  .partial();
export type UpdateDocumentInput = z.input<typeof UpdateDocumentInput>;

/**
 * A document as lists show it (issue #19: a list returns what it shows, the detail route the
 * rest): title, type, size, categories, machines, version and upload date.
 */
export const DocumentListItemSchema = DocumentSchema.pick({
  id: true,
  title: true,
  fileType: true,
  fileSizeKB: true,
  category: true,
  machineIds: true,
  currentVersion: true,
  uploadDate: true,
});
export type DocumentListItem = z.infer<typeof DocumentListItemSchema>;

/** GET /api/v1/documents: one page of list items. */
export const DocumentListPageSchema = pageSchema(DocumentListItemSchema);

/** A document with its whole version history, as the detail page shows it. */
export const DocumentDetailSchema = DocumentSchema;

/** Categories in use with their document counts, for filters and tag suggestions. */
export const DocumentFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type DocumentFacets = z.infer<typeof DocumentFacetsSchema>;

/**
 * One person's "I have read this" for one version of a document
 * (docs/product.md#document-acknowledgements).
 */
export const DocumentAcknowledgementSchema = z.object({
  documentId: z.string(),
  versionNumber: z.number().int(),
  acknowledgedAt: z.string(),
});
export type DocumentAcknowledgement = z.infer<typeof DocumentAcknowledgementSchema>;

/**
 * GET and PUT /api/v1/documents/{id}/acknowledgement: the signed-in user's acknowledgement of the
 * current version, `null` until they give it (a new version asks again).
 */
export const MyDocumentAcknowledgementSchema = z.object({
  acknowledgement: DocumentAcknowledgementSchema.nullable(),
});
export type MyDocumentAcknowledgement = z.infer<typeof MyDocumentAcknowledgementSchema>;

/** GET /api/v1/documents/{id}/acknowledgements: who read which version, newest first (admins). */
export const DocumentAcknowledgementListQuery = z.object({ ...pageQueryFields });
export type DocumentAcknowledgementListQuery = z.infer<typeof DocumentAcknowledgementListQuery>;
export const DocumentAcknowledgementListSchema = pageSchema(
  DocumentAcknowledgementSchema.extend({
    user: z.object({ id: z.string(), displayName: z.string(), email: z.string() }),
  }),
);
export type DocumentAcknowledgementList = z.infer<typeof DocumentAcknowledgementListSchema>;

/** The change text a new version gets when none is given (docs/product.md#document-versions). */
export function versionChangesOrDefault(changes: string | null | undefined): string {
  const given = (changes ?? '').trim();
  return given === '' ? DEFAULT_VERSION_CHANGES : given;
}
