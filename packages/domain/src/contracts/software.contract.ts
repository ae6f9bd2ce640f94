/**
 * The contract of the software endpoints under /api/v1/software: the list query with its sort
 * orders, the body that turns a finished ZIP upload into a package, a package as lists and the
 * detail page show it (with the version check), and the categories in use. The record
 * (`SoftwareSchema`), its field rules (`SoftwareInput`) and the ZIP-only rule are in
 * `../software.ts`; the messages are `messages.software` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { nameList, trimmedText } from '../internal/schema-helpers';
import { messages } from '../messages';
import { SoftwareSchema } from '../software';
import { declaredSha256Field, pageQueryFields, pageSchema, uploadIdField } from './common.contract';

/** The orders the software list may be sorted in. */
export const SOFTWARE_SORTS = ['uploadDate', 'version', 'name'] as const;

/** GET /api/v1/software: newest upload first unless ordered by version or name. */
export const SoftwareListQuery = z.object({
  ...pageQueryFields,
  search: trimmedText(200, 'Search').optional(),
  category: trimmedText(200, 'Category').optional(),
  /** Only packages whose machineIds contain this machine (docs/product.md#software-lists). */
  machineId: trimmedText(200, 'Machine').optional(),
  sort: z.enum(SOFTWARE_SORTS).default('uploadDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SoftwareListQuery = z.infer<typeof SoftwareListQuery>;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * POST /api/v1/software: a finished ZIP upload becomes a package, with the product's messages
 * (docs/product.md#software-validation).
 */
export const CreateSoftwareInput = z.object({
  uploadId: uploadIdField(messages.software.fileRequired),
  sha256: declaredSha256Field,
  name: requiredText(messages.software.nameRequired, 300),
  category: requiredText(messages.software.categoryRequired, 200),
  version: requiredText(messages.software.versionRequired, 100),
  minVersion: trimmedText(100, 'Minimum version').default(''),
  password: z.string().max(500).default(''),
  machineIds: nameList(200).default([]),
  description: trimmedText(5000, 'Description').default(''),
  author: trimmedText(200, 'Author').default(''),
  sendNotification: z.boolean().default(false),
});
export type CreateSoftwareInput = z.input<typeof CreateSoftwareInput>;

/**
 * PATCH /api/v1/software/{id}: the package's fields, without its file (issue #17 item 9); a field
 * left out stays as it is, with the same rules and messages as publishing.
 */
export const UpdateSoftwareInput = z
  .object({
    name: requiredText(messages.software.nameRequired, 300).optional(),
    category: requiredText(messages.software.categoryRequired, 200).optional(),
    version: requiredText(messages.software.versionRequired, 100).optional(),
    minVersion: trimmedText(100, 'Minimum version').optional(),
    password: z.string().max(500).optional(),
    machineIds: nameList(200).optional(),
    description: trimmedText(5000, 'Description').optional(),
    author: trimmedText(200, 'Author').optional(),
  })
  .strict();
export type UpdateSoftwareInput = z.input<typeof UpdateSoftwareInput>;

/**
 * A package as lists and the detail page show it, with the version check of
 * docs/product.md#software-versions.
 */
export const SoftwareItemSchema = SoftwareSchema.extend({
  /** The package's version is older than its own minVersion: a data error worth flagging. */
  isBelowMinVersion: z.boolean(),
});
export type SoftwareItem = z.infer<typeof SoftwareItemSchema>;

/**
 * A package as lists show it (issue #19): name, author, category, version with its check,
 * machines, size and upload date; the detail route has the rest.
 */
export const SoftwareListItemSchema = SoftwareItemSchema.pick({
  id: true,
  name: true,
  author: true,
  category: true,
  version: true,
  minVersion: true,
  isBelowMinVersion: true,
  machineIds: true,
  fileSizeKB: true,
  uploadDate: true,
});
export type SoftwareListItem = z.infer<typeof SoftwareListItemSchema>;

/** GET /api/v1/software: one page of list items. */
export const SoftwareListPageSchema = pageSchema(SoftwareListItemSchema);

/** Software categories in use with their package counts. */
export const SoftwareFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type SoftwareFacets = z.infer<typeof SoftwareFacetsSchema>;
