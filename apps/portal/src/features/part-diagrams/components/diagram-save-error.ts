import { messages } from '@toolbox/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * Puts a failed diagram save on the form: the server's details on their fields, and its finding
 * that the bytes are no PNG, JPEG or WebP on the image (through `onImageError`), since that is
 * about the image. Gives what is left for the alert over the form.
 */
export function diagramSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onImageError: (message: string) => void,
): string | null {
  const message = applyServerErrors(error, setError, { fields });
  if (message !== messages.image.typeNotAllowed) return message;
  onImageError(message);
  return null;
}
