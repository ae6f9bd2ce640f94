import {
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useMachineDocuments } from '../api/get-machine-documents';
import type { GuideFormControl, GuideFormValues, SettingsLists } from './guide-form-schema';
import { optionsWithCurrent } from './guide-form-schema';

interface FieldsProps {
  control: GuideFormControl;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>;
  disabled: boolean;
}

/** Title, symptom, error codes, category, severity and the estimated time. */
export function FaultFields({
  control,
  register,
  errors,
  disabled,
  settings,
}: FieldsProps & { settings: SettingsLists }) {
  const [category, severity] = useWatch({ control, name: ['category', 'severity'] });
  /** A Select of one settings list; a stored value no longer in it stays choosable. */
  const settingSelect = (
    name: 'category' | 'severity',
    label: string,
    placeholder: string,
    options: readonly string[],
    current: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={optionsWithCurrent(options, current)}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          clearable
          searchable
          nothingFoundMessage={`No such ${label.toLowerCase()}`}
        />
      )}
    />
  );
  return (
    <>
      <TextInput
        label="Title"
        description="A short name for the fault, as an engineer would look for it."
        placeholder="e.g. Pump runs but no water reaches the group"
        withAsterisk
        maxLength={200}
        disabled={disabled}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Symptom"
        description="What the customer or engineer sees or hears."
        rows={3}
        maxLength={2000}
        disabled={disabled}
        error={errors.symptom?.message}
        {...register('symptom')}
      />
      <Controller
        control={control}
        name="errorCodes"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Error codes"
            description="Codes the machine shows. Press Enter after each."
            placeholder="e.g. E05"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
            clearable
            acceptValueOnBlur
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {settingSelect('category', 'Category', 'Choose a category', settings.categories, category)}
        {settingSelect('severity', 'Severity', 'Choose a level', settings.severities, severity)}
        <Controller
          control={control}
          name="estimatedMinutes"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Estimated time"
              placeholder="Unknown"
              suffix=" min"
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </SimpleGrid>
    </>
  );
}

/** Tools and parts the repair needs, and documents that help with it. */
export function NeedsFields({
  control,
  disabled,
  machineId,
}: Omit<FieldsProps, 'register' | 'errors'> & { machineId: string }) {
  const documents = useMachineDocuments(machineId);
  const selected = useWatch({ control, name: 'relatedDocumentIds' });
  const known = new Map((documents.data?.items ?? []).map((d) => [d.id, d.title]));
  const documentOptions = [
    ...[...known].map(([value, label]) => ({ value, label })),
    // A related document no longer linked to this machine stays visible and removable.
    ...selected.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  const tagsField = (name: 'tools' | 'parts', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description="Press Enter after each."
          placeholder={placeholder}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          clearable
          acceptValueOnBlur
        />
      )}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {tagsField('tools', 'Tools', 'e.g. Torx T20')}
        {tagsField('parts', 'Parts', 'e.g. Flow meter')}
      </SimpleGrid>
      <Controller
        control={control}
        name="relatedDocumentIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Related documents"
            description="Manuals and files linked to this machine."
            placeholder={
              documents.isPending
                ? 'Loading documents…'
                : documents.isError
                  ? 'Documents could not be loaded'
                  : documentOptions.length === 0
                    ? 'No documents linked to this machine'
                    : 'Choose documents'
            }
            data={documentOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
            searchable
            clearable
            nothingFoundMessage="No document matches"
          />
        )}
      />
    </>
  );
}
