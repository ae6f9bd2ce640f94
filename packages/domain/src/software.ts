import { z } from './internal/zod';
import { BaseRecordSchema, normalizeStringList } from './base';
import { SOFTWARE_FILE_EXTENSION } from './constants';
import { ALWAYS_REFINE, textField } from './internal/schema-helpers';
import { messages } from './messages';
import { fileExtension } from './rules/file-size';

/** A software package as the API presents it (docs/product.md#software). */
export const SoftwareSchema = BaseRecordSchema.extend({
  /** Package name shown in lists. */
  name: z.string(),
  /** Who made the package. */
  author: z.string(),
  /** One category name. */
  category: z.string(),
  /** Free-text description. */
  description: z.string(),
  /** Download URL of the ZIP file. */
  downloadURL: z.string(),
  /** Storage path of the ZIP file, `software/{sha256}.zip`. */
  filePath: z.string(),
  /** Size of the ZIP file in KB. */
  fileSizeKB: z.number(),
  /** Machines the package is for. */
  machineIds: z.array(z.string()),
  /** Oldest version the package may be installed over; empty when there is no minimum. */
  minVersion: z.string(),
  /** Password engineers need to open the package; empty when none. */
  password: z.string(),
  /** SHA-256 of the ZIP file, hex. */
  sha256FileHash: z.string(),
  /** When the package was uploaded (set by the server). */
  uploadDate: z.string(),
  /** Who uploaded the package. */
  uploadedBy: z.string(),
  /** Version text of the package, compared with `compareVersions`. */
  version: z.string(),
  /** Whether a notification was requested when the package was uploaded. */
  sendNotification: z.boolean(),
});
export type Software = z.infer<typeof SoftwareSchema>;

/**
 * Whether a file name has the .zip extension, the only kind of software file
 * (docs/product.md#software-validation).
 */
export function isZipFileName(name: string | null | undefined): boolean {
  return fileExtension(name) === SOFTWARE_FILE_EXTENSION;
}

/**
 * The product's message (docs/product.md#software-validation) for a software file that is not a
 * ZIP, or null when it is one.
 */
export function zipFileError(name: string | null | undefined): string | null {
  return isZipFileName(name) ? null : messages.software.zipOnly;
}

/** A chosen software file's name; anything but a .zip reads Only ZIP files are allowed. */
export const SoftwareFileNameSchema = z
  .string({ error: messages.software.zipOnly })
  .refine(isZipFileName, messages.software.zipOnly);

function required(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/**
 * Fields a software record is created or edited with, checked with the product's messages
 * (docs/product.md#software-validation).
 */
export const SoftwareInput = z
  .object({
    /** Package name; Name is required. */
    name: required(messages.software.nameRequired),
    /** Who made the package. */
    author: z.string().trim().default(''),
    /** One category name; Category is required. */
    category: required(messages.software.categoryRequired),
    /** Free-text description. */
    description: z.string().trim().default(''),
    /** Version text; Version is required. */
    version: required(messages.software.versionRequired),
    /** Oldest version the package may be installed over; empty for none. */
    minVersion: z.string().trim().default(''),
    /** Password engineers need to open the package. */
    password: z.string().default(''),
    /** Machines the package is for. */
    machineIds: z.preprocess(normalizeStringList, z.array(z.string())),
    /** Storage path of the ZIP file. */
    filePath: z.string().trim().optional(),
    /** Download URL of the ZIP file. */
    downloadURL: z.string().trim().optional(),
    /** Size of the ZIP file in KB. */
    fileSizeKB: z.number().nonnegative().optional(),
    /** SHA-256 of the ZIP file. */
    sha256FileHash: z.string().trim().optional(),
    /** Whether to notify every user of the new package. */
    sendNotification: z.boolean().default(false),
  })
  .refine((value) => ['filePath', 'downloadURL'].some((key) => textField(value, key) !== ''), {
    ...ALWAYS_REFINE,
    message: messages.software.fileRequired,
    path: ['filePath'],
  });
export type SoftwareInput = z.infer<typeof SoftwareInput>;
