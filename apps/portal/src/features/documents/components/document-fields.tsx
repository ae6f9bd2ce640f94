import { Alert, Group, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { useDocumentFacets } from '../api/get-document-facets';
import type { DocumentDetailsValues } from './document-form-schema';

interface DocumentFieldsProps {
  categoryPlaceholder?: string;
  /** Locks the fields while an upload runs. */
  disabled?: boolean;
}

/**
 * Categories (tags, with those in use offered), machines, description and author, of the form around them
 * (a FormProvider): the same on upload and on edit.
 */
export function DocumentFields({ categoryPlaceholder, disabled }: DocumentFieldsProps) {
  const { control, register } = useFormContext<DocumentDetailsValues>();
  // Categories in use, offered while typing.
  const categories = useDocumentFacets().data?.categories.map((c) => c.name) ?? [];
  return (
    <>
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Categories"
            description="Press Enter after each category."
            placeholder={categoryPlaceholder}
            data={categories}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
            withAsterisk
            clearable
            acceptValueOnBlur
          />
        )}
      />
      <Controller
        control={control}
        name="machineIds"
        render={({ field }) => (
          <MachineMultiSelect value={field.value} onChange={field.onChange} disabled={disabled} />
        )}
      />
      <Textarea label="Description" rows={3} disabled={disabled} {...register('description')} />
      <TextInput label="Author" disabled={disabled} {...register('author')} />
    </>
  );
}

/** The end of a document form: its failure, then its buttons at the right. */
export function DocumentFormFooter({
  formError,
  children,
}: {
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {formError ? (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Group justify="flex-end">{children}</Group>
    </>
  );
}
