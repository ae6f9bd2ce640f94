import type { AutocompleteProps, SelectProps, SwitchProps } from '@mantine/core';
import { Autocomplete, Select, Switch, TextInput } from '@mantine/core';
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Controller, get } from 'react-hook-form';

/** Where the portal's fields put their description: under the input, over the error. */
export const DESCRIPTION_UNDER_INPUT: ['label', 'input', 'description', 'error'] = [
  'label',
  'input',
  'description',
  'error',
];

/** The form a field belongs to, and the name of its value there. */
interface FormFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
}

type Bound = 'value' | 'onChange' | 'onBlur' | 'name' | 'error';

/** A text value with suggestions (a category, a team), its message from the form. */
export function FormAutocomplete<T extends FieldValues, TOutput = T>({
  control,
  name,
  ...props
}: FormFieldProps<T, TOutput> & Omit<AutocompleteProps, Bound>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          inputWrapperOrder={DESCRIPTION_UNDER_INPUT}
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** One of fixed options; the empty text stands for none chosen. */
export function FormSelect<T extends FieldValues, TOutput = T>({
  control,
  name,
  ...props
}: FormFieldProps<T, TOutput> & Omit<SelectProps, Bound>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          inputWrapperOrder={DESCRIPTION_UNDER_INPUT}
          {...props}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** An on/off value of the form. */
export function FormSwitch<T extends FieldValues, TOutput = T>({
  control,
  name,
  ...props
}: FormFieldProps<T, TOutput> & Omit<SwitchProps, Bound | 'checked'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}

/** The switch of the upload forms that announces the new item to everyone. */
export const SEND_NOTIFICATION_LABEL = 'Send notification to all users';

/** A required text field of a form: its name in the form, its label and an example. */
export interface RequiredTextField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  placeholder: string;
  type?: 'email';
}

interface RequiredTextInputsProps<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  fields: readonly RequiredTextField<T>[];
}

/**
 * Required text fields the browser should not fill in by itself (a new record's name, email),
 * each with its message from the form.
 */
export function RequiredTextInputs<T extends FieldValues, TOutput = T>({
  form: { register, formState },
  fields,
}: RequiredTextInputsProps<T, TOutput>) {
  return fields.map(({ name, label, placeholder, type }) => (
    <TextInput
      key={name}
      label={label}
      type={type}
      autoComplete="off"
      placeholder={placeholder}
      withAsterisk
      error={
        get<typeof formState.errors, { message?: string } | undefined>(formState.errors, name)
          ?.message
      }
      {...register(name)}
    />
  ));
}
