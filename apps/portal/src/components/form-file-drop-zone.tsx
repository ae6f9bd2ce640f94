import type { ComponentProps } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FileDropZone } from './file-drop-zone';

type FormFileDropZoneProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  ComponentProps<typeof FileDropZone>,
  'file' | 'error'
> & {
  control: Control<T, unknown, TOutput>;
  /** The field that holds the chosen file (null while there is none). */
  name: FieldPathByValue<T, File | null>;
};

/**
 * The file of an upload form: shows the file the field holds and the field's message. Choosing
 * goes to `onChange`, where the form stores the file (and may check it at once).
 */
export function FormFileDropZone<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  ...zone
}: FormFileDropZoneProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDropZone {...zone} file={field.value} error={fieldState.error?.message} />
      )}
    />
  );
}
