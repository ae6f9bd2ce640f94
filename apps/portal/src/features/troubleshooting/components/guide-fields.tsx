import { MultiSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields';
import { FormTagsInput } from '../../../components/form-tags-input';
import { useMachineDocuments } from '../api/get-machine-documents';
import type { GuideFormControl, GuideFormValues, SettingsLists } from './guide-form-schema';
import { optionsWithCurrent } from './guide-form-schema';

interface FieldsProps {
  control: GuideFormControl;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>;
  disabled: boolean;
}

type ControlProps = Pick<FieldsProps, 'control' | 'disabled'>;

interface SettingSelectProps extends ControlProps {
  name: 'category' | 'severity';
  label: string;
  placeholder: string;
  options: readonly string[];
}

/** A Select of one settings list; a stored value no longer in it stays choosable. */
function SettingSelect({
  control,
  disabled,
  name,
  label,
  placeholder,
  options,
}: SettingSelectProps) {
  const current = useWatch({ control, name });
  return (
    <FormSelect
      control={control}
      name={name}
      label={label}
      placeholder={placeholder}
      data={optionsWithCurrent(options, current)}
      disabled={disabled}
      clearable
      searchable
      nothingFoundMessage={`No such ${label.toLowerCase()}`}
    />
  );
}

/** The repair's estimated time in whole minutes; a cleared box means unknown. */
function EstimatedTimeField({ control, disabled }: ControlProps) {
  return (
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
  );
}

/** The category and severity boxes, each over its settings list. */
const SETTING_SELECTS = [
  { name: 'category', label: 'Category', placeholder: 'Choose a category', list: 'categories' },
  { name: 'severity', label: 'Severity', placeholder: 'Choose a level', list: 'severities' },
] as const;

/** Title, symptom, error codes, category, severity and the estimated time. */
export function FaultFields({
  control,
  register,
  errors,
  disabled,
  settings,
}: FieldsProps & { settings: SettingsLists }) {
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
      <FormTagsInput
        control={control}
        name="errorCodes"
        label="Error codes"
        description="Codes the machine shows. Press Enter after each."
        placeholder="e.g. E05"
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SETTING_SELECTS.map(({ list, ...select }) => (
          <SettingSelect
            key={select.name}
            control={control}
            disabled={disabled}
            {...select}
            options={settings[list]}
          />
        ))}
        <EstimatedTimeField control={control} disabled={disabled} />
      </SimpleGrid>
    </>
  );
}

/** What the related-documents box says while it has nothing to offer, or asks for. */
function documentsPlaceholder(
  documents: { isPending: boolean; isError: boolean },
  optionCount: number,
) {
  if (documents.isPending) return 'Loading documents…';
  if (documents.isError) return 'Documents could not be loaded';
  return optionCount === 0 ? 'No documents linked to this machine' : 'Choose documents';
}

/** The documents linked to the machine, to pick the ones that help with this repair. */
function RelatedDocumentsField({
  control,
  disabled,
  machineId,
}: ControlProps & { machineId: string }) {
  const documents = useMachineDocuments(machineId);
  const selected = useWatch({ control, name: 'relatedDocumentIds' });
  const known = new Map((documents.data?.items ?? []).map((d) => [d.id, d.title]));
  const documentOptions = [
    ...[...known].map(([value, label]) => ({ value, label })),
    // A related document no longer linked to this machine stays visible and removable.
    ...selected.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  return (
    <Controller
      control={control}
      name="relatedDocumentIds"
      render={({ field, fieldState }) => (
        <MultiSelect
          label="Related documents"
          description="Manuals and files linked to this machine."
          placeholder={documentsPlaceholder(documents, documentOptions.length)}
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
  );
}

const NEEDS_LISTS = [
  { name: 'tools', label: 'Tools', placeholder: 'e.g. Torx T20' },
  { name: 'parts', label: 'Parts', placeholder: 'e.g. Flow meter' },
] as const;

/** Tools and parts the repair needs, and documents that help with it. */
export function NeedsFields({
  control,
  disabled,
  machineId,
}: ControlProps & { machineId: string }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {NEEDS_LISTS.map((list) => (
          <FormTagsInput
            key={list.name}
            control={control}
            {...list}
            description="Press Enter after each."
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      <RelatedDocumentsField control={control} disabled={disabled} machineId={machineId} />
    </>
  );
}
