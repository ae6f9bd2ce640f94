import { fileExtension } from './file-size';

/** File types shown as images in a preview (docs/product.md#file-helpers). */
export const IMAGE_FILE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;
export type ImageFileType = (typeof IMAGE_FILE_TYPES)[number];

const KNOWN_FILE_TYPES: readonly string[] = ['pdf', ...IMAGE_FILE_TYPES];
const MIME = /^(?:application|image|text|audio|video|font|model)\/([^;\s]+)/;

/**
 * The lowercase short type (`pdf`, `jpeg`, …) of a stored `fileType`, a MIME type, an extension
 * with or without its dot, or a file name; `''` when there is none. Case never matters
 * (docs/product.md#file-helpers).
 */
export function fileTypeOf(typeOrName: string | null | undefined): string {
  const value = (typeOrName ?? '').trim().toLowerCase();
  if (value === '') return '';
  const extension = fileExtension(value);
  // `image/photo.png` is a path, `application/vnd.ms-excel` a MIME type: a known extension wins.
  if (KNOWN_FILE_TYPES.includes(extension)) return extension;
  const mime = MIME.exec(value);
  if (mime?.[1] !== undefined) return mime[1].replace(/^x-/, '').replace(/\+.*$/, '');
  if (/^\.[^./\\]+$/.test(value)) return value.slice(1);
  if (extension !== '' || /[./\\]/.test(value)) return extension;
  return value;
}

/** Whether a type or file name is a PDF, which the preview box embeds. */
export function isPdf(typeOrName: string | null | undefined): boolean {
  return fileTypeOf(typeOrName) === 'pdf';
}

/** Whether a type or file name is an image (jpg, jpeg, png, gif, svg, webp), shown inline. */
export function isImage(typeOrName: string | null | undefined): boolean {
  return (IMAGE_FILE_TYPES as readonly string[]).includes(fileTypeOf(typeOrName));
}

/** Text of the file-type badge: the short type in capitals, `FILE` when it is unknown. */
export function fileTypeLabel(typeOrName: string | null | undefined): string {
  return fileTypeOf(typeOrName).toUpperCase() || 'FILE';
}
