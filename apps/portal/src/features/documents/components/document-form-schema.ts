import { messages } from '@toolbox/domain';
import { z } from 'zod';

/** What the upload and the edit form both describe a document with. */
const details = {
  category: z.array(z.string()).min(1, messages.document.categoryRequired),
  machineIds: z.array(z.string()),
  description: z.string(),
  author: z.string(),
};

/** Upload: an empty title becomes the file's name; the upload may be announced to everyone. */
export const UploadDocumentSchema = z.object({
  title: z.string().trim(),
  ...details,
  sendNotification: z.boolean(),
});
export type UploadDocumentValues = z.infer<typeof UploadDocumentSchema>;

/** Edit: the title is required. */
export const EditDocumentSchema = z.object({
  title: z.string().trim().min(1, messages.document.titleRequired),
  ...details,
});
export type EditDocumentValues = z.infer<typeof EditDocumentSchema>;

/** The fields DocumentFields shows, common to both forms. */
export type DocumentDetailsValues = Pick<EditDocumentValues, keyof typeof details>;

/** The fields a server detail can be about. */
export const DOCUMENT_FORM_FIELDS = [
  'title',
  'category',
  'machineIds',
  'description',
  'author',
] as const;
