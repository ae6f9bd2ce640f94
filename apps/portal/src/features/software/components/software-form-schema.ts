import { CreateSoftwareInput, isZipFileName, messages } from '@toolbox/domain';
import { z } from 'zod';

/**
 * The upload form, checked with the product's messages (docs/product.md#software-validation): the
 * server's own body (CreateSoftwareInput, so the limits match) plus the file, which must be there
 * and be a .zip before anything is sent.
 */
const body = CreateSoftwareInput.shape;

export const SoftwareFormSchema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof Blob)
    .refine((file) => file !== null, messages.software.fileRequired)
    .refine((file) => file === null || isZipFileName(file.name), messages.software.zipOnly),
  name: body.name,
  category: body.category,
  version: body.version,
  // The form always holds these, so the body's defaults for a missing field are not needed.
  minVersion: body.minVersion.unwrap(),
  password: body.password.unwrap(),
  machineIds: z.array(z.string().max(200)).max(200),
  description: body.description.unwrap(),
  author: body.author.unwrap(),
  sendNotification: z.boolean(),
});

/** The edit form: the same fields and rules, without a file (the package keeps its own). */
export const EditSoftwareSchema = SoftwareFormSchema.extend({
  file: z.custom<File | null>((value) => value === null || value instanceof Blob),
});

/** What a valid edit form gives: the upload's fields, the file left as it was. */
export type EditSoftwareOutput = z.output<typeof EditSoftwareSchema>;

/** What the form holds: every field as typed. */
export type SoftwareFormValues = z.input<typeof SoftwareFormSchema>;

/** What a valid form gives: trimmed text and a ZIP file. */
export type SoftwareFormOutput = z.output<typeof SoftwareFormSchema>;

export const SOFTWARE_FORM_DEFAULTS: SoftwareFormValues = {
  file: null,
  name: '',
  category: '',
  version: '',
  minVersion: '',
  password: '',
  machineIds: [],
  description: '',
  author: '',
  sendNotification: false,
};

/** The fields a server detail can land on (POST /api/v1/software's body, bar uploadId). */
export const SOFTWARE_FORM_FIELDS = [
  'name',
  'category',
  'version',
  'minVersion',
  'password',
  'machineIds',
  'description',
  'author',
  'sendNotification',
] as const;
