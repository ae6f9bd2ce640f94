import type { TagsInputProps } from '@mantine/core';
import { TagsInput } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';

type FormTagsInputProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  TagsInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  control: Control<T, unknown, TOutput>;
  /** A field that holds a list of words. */
  name: FieldPathByValue<T, string[]>;
};

/**
 * A list of words typed into one box (each ended with Enter), kept in a form field: the field's
 * message shows under it, the × clears it, and a word still typed when the box loses focus counts.
 */
export function FormTagsInput<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  ...input
}: FormTagsInputProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          {...input}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          clearable
          acceptValueOnBlur
        />
      )}
    />
  );
}
