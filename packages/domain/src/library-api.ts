import { z } from 'zod';
import { normalizeStringList } from './base';
import { DEFAULT_VERSION_CHANGES } from './constants';
import { DocumentSchema } from './document';
import { messages } from './messages';
import { SoftwareSchema } from './software';
import { pageQueryFields, UploadIdSchema } from './contracts/common.contract';

/**
 * The HTTP contracts of documents and software packages (SPEC.md §7): what the portal and the
 * toolbox send after a finished upload, and the list queries. The upload itself goes over tus;
 * these bodies name it by `uploadId`, and the server moves the verified file to its SPEC.md key.
 */

const names = (max: number) =>
  z.preprocess(normalizeStringList, z.array(z.string().max(200)).max(max));

const text = (max: number) => z.string().trim().max(max);

/** GET /api/v1/documents: newest upload first, searchable (title, description, author), filterable. */
export const DocumentListQuery = z.object({
  ...pageQueryFields,
  search: text(200).optional(),
  category: text(200).optional(),
  machineId: text(200).optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;

/** POST /api/v1/documents: a finished upload becomes a document (SPEC.md §7 Documents). */
export const CreateDocumentInput = z.object({
  uploadId: UploadIdSchema,
  /** Title; the file name when empty (SPEC.md §5 Document). */
  title: text(300).default(''),
  description: text(5000).default(''),
  author: text(200).default(''),
  /** One category name or a list; Category is required when the list is empty. */
  category: z.preprocess(
    normalizeStringList,
    z.array(z.string().max(200)).min(1, messages.document.categoryRequired).max(50),
  ),
  machineIds: names(200).default([]),
  sendNotification: z.boolean().default(false),
});
export type CreateDocumentInput = z.input<typeof CreateDocumentInput>;

/** POST /api/v1/documents/{id}/versions: a finished upload becomes the next version (SPEC.md §4). */
export const CreateDocumentVersionInput = z.object({
  uploadId: UploadIdSchema,
  /** What changed; Initial version when empty. */
  changes: text(2000).default(''),
  /** Author of this version; the document's author when empty. */
  author: text(200).default(''),
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
    description: text(5000),
    author: text(200),
    category: z.preprocess(
      normalizeStringList,
      z.array(z.string().max(200)).min(1, messages.document.categoryRequired).max(50),
    ),
    machineIds: names(200),
  })
  .partial();
export type UpdateDocumentInput = z.input<typeof UpdateDocumentInput>;

/** A document with its whole version history, as the detail page shows it. */
export const DocumentDetailSchema = DocumentSchema;

/** Categories in use with their document counts, for filters and tag suggestions. */
export const DocumentFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type DocumentFacets = z.infer<typeof DocumentFacetsSchema>;

/** The change text a new version gets when none is given (SPEC.md §3). */
export function versionChangesOrDefault(changes: string | null | undefined): string {
  const given = (changes ?? '').trim();
  return given === '' ? DEFAULT_VERSION_CHANGES : given;
}

export const SOFTWARE_SORTS = ['uploadDate', 'version', 'name'] as const;

/** GET /api/v1/software: newest upload first unless ordered by version or name. */
export const SoftwareListQuery = z.object({
  ...pageQueryFields,
  search: text(200).optional(),
  category: text(200).optional(),
  /** Only packages whose machineIds contain this machine (SPEC.md §7 Software). */
  machineId: text(200).optional(),
  sort: z.enum(SOFTWARE_SORTS).default('uploadDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SoftwareListQuery = z.infer<typeof SoftwareListQuery>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** POST /api/v1/software: a finished ZIP upload becomes a package, with SPEC.md §5's messages. */
export const CreateSoftwareInput = z.object({
  uploadId: UploadIdSchema,
  name: requiredText(messages.software.nameRequired, 300),
  category: requiredText(messages.software.categoryRequired, 200),
  version: requiredText(messages.software.versionRequired, 100),
  minVersion: text(100).default(''),
  password: z.string().max(500).default(''),
  machineIds: names(200).default([]),
  description: text(5000).default(''),
  author: text(200).default(''),
  sendNotification: z.boolean().default(false),
});
export type CreateSoftwareInput = z.input<typeof CreateSoftwareInput>;

/** A package as lists and the detail page show it, with the version check of SPEC.md §4. */
export const SoftwareItemSchema = SoftwareSchema.extend({
  /** The package's version is older than its own minVersion: a data error worth flagging. */
  isBelowMinVersion: z.boolean(),
});
export type SoftwareItem = z.infer<typeof SoftwareItemSchema>;

/** Software categories in use with their package counts. */
export const SoftwareFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type SoftwareFacets = z.infer<typeof SoftwareFacetsSchema>;
