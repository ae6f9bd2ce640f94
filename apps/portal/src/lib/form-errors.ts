import { isApiError } from '@toolbox/client';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerErrorOptions<T extends FieldValues> {
  /** The form's fields: a server detail about one of these is shown on it. */
  fields: readonly Path<T>[];
  /** Error codes that are about one field (e.g. `wrong-password` → the current password). */
  codeFields?: Partial<Record<string, Path<T>>>;
  /** The server's name for one of the fields, when the form calls it otherwise. */
  aliases?: Partial<Record<string, Path<T>>>;
}

/**
 * Puts a failed call's per-field details on the form's fields (STYLE.md §Errors) and returns
 * what the form itself should say: the server's message when no field took it (a 409, say),
 * otherwise null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codeFields = {}, aliases = {} }: ServerErrorOptions<T>,
): string | null {
  if (!isApiError(error)) {
    return error instanceof Error && error.message ? error.message : 'Something went wrong.';
  }
  const known = new Set<string>(fields);
  const leftOver: string[] = [];
  let placed = 0;
  for (const [key, list] of Object.entries(error.details ?? {})) {
    if (list.length === 0) continue;
    const field = known.has(key) ? (key as Path<T>) : aliases[key];
    if (field !== undefined) {
      setError(field, { type: 'server', message: list.join(' ') });
      placed += 1;
    } else {
      leftOver.push(...list);
    }
  }
  const codeField = codeFields[error.code];
  if (placed === 0 && codeField !== undefined) {
    setError(codeField, { type: 'server', message: error.message });
    return null;
  }
  if (placed === 0) return error.message;
  return leftOver.length > 0 ? leftOver.join(' ') : null;
}

/**
 * A form's save and the alert over the form: `attempt(save)` clears the last failure, runs the
 * save, and puts a failure's details on the fields (applyServerErrors), the rest in `formError`.
 */
export function useFormSave<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = async (save: () => Promise<void>) => {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, options));
    }
  };
  return { formError, attempt };
}
