import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Input, SimpleGrid, Textarea } from '@mantine/core';
import type { Machine } from '@toolbox/domain';
import { useMemo, useState } from 'react';
import type { Control, UseFormReturn } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions';
import { FormCard } from '../../../components/form-card';
import type { RequiredTextField } from '../../../components/form-fields';
import { FormAutocomplete, RequiredTextInputs } from '../../../components/form-fields';
import { ImageField } from '../../../components/image-field';
import { changedFields } from '../../../lib/changed-fields';
import { useFormSave } from '../../../lib/form-errors';
import { useMachines } from '../../../lib/machines';
import { MachineIdPanel } from './machine-id-panel';
import type { MachineFormOutput, MachineFormValues } from './machine-form-schema';
import {
  categoryOptions,
  EditMachineFormSchema,
  MACHINE_FORM_FIELDS,
  MachineFormSchema,
} from './machine-form-schema';
export type SaveMachine = (
  values: MachineFormOutput,
  changed: ReadonlySet<keyof MachineFormValues>,
) => Promise<Machine | null>;

interface MachineFormProps {
  /** The machine being edited; without one the form adds a machine. */
  machine?: Machine;
  /** Sends the form; rejects with the server's error. */
  save: SaveMachine;
  /** After a save, with the saved machine (null when nothing changed). */
  onSaved: (machine: Machine | null) => void;
  /** Whether the screen is leaving after a save, so the unsaved-changes guard lets go. */
  leaving: boolean;
  cancelTo: string;
}

/** The form over `machine`'s fields (empty when adding). */
function useMachineForm(machine: Machine | undefined) {
  return useForm<MachineFormValues, unknown, MachineFormOutput>({
    resolver: zodResolver(machine === undefined ? MachineFormSchema : EditMachineFormSchema),
    defaultValues: {
      manufacturer: machine?.manufacturer ?? '',
      model: machine?.model ?? '',
      category: machine?.category ?? '',
      description: machine?.description ?? '',
      photoPath: machine?.photoPath ?? null,
    },
  });
}

interface PhotoFieldProps {
  control: Control<MachineFormValues, unknown, MachineFormOutput>;
  error: string | undefined;
  onBusyChange: (busy: boolean) => void;
}

/** The machine's photo, uploaded as soon as it is chosen. */
function PhotoField({ control, error, onBusyChange }: PhotoFieldProps) {
  return (
    <Controller
      control={control}
      name="photoPath"
      render={({ field }) => (
        <Input.Wrapper label="Photo" description="PNG, JPEG or WebP; optional.">
          <Box mt={6}>
            <ImageField
              value={field.value ?? null}
              onChange={(path) => field.onChange(path)}
              onBusyChange={onBusyChange}
              subject="the machine"
              testId="machine-photo"
              width={200}
              height={150}
              error={error}
            />
          </Box>
        </Input.Wrapper>
      )}
    />
  );
}

/** Categories in use (offered while typing) and the ids the other machines have taken. */
function useCatalogueChoices(currentId: string | undefined) {
  const { data: catalogue } = useMachines();
  const categories = useMemo(
    () => categoryOptions(catalogue?.map((m) => m.category) ?? []),
    [catalogue],
  );
  const takenIds = useMemo(
    () => new Set(catalogue?.map((m) => m.id).filter((id) => id !== currentId)),
    [catalogue, currentId],
  );
  return { categories, takenIds };
}

/**
 * Add and edit machine (docs/product.md#machine-validation): field messages, server details on
 * their fields, a 409 over the form, and what the manufacturer and model do to the machine's id.
 */
export function MachineForm({ machine, save, onSaved, leaving, cancelTo }: MachineFormProps) {
  const adding = machine === undefined;
  const { categories, takenIds } = useCatalogueChoices(machine?.id);
  const form = useMachineForm(machine);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = form;
  const { formError, attempt } = useFormSave(form.setError, { fields: MACHINE_FORM_FIELDS });
  const [photoBusy, setPhotoBusy] = useState(false);

  const submit = (values: MachineFormOutput) => {
    const changed = changedFields<keyof MachineFormValues>(dirtyFields);
    return attempt(async () => onSaved(await save(values, changed)));
  };

  return (
    <FormCard
      onSubmit={(event) => void handleSubmit(submit)(event)}
      // While a save is under way (and after it), leaving is the form's own doing.
      guardWhen={isDirty && !isSubmitting && !leaving}
      formError={formError}
    >
      <NameFields form={form} currentId={machine?.id} takenIds={takenIds} />
      <FormAutocomplete
        control={control}
        name="category"
        label="Category"
        placeholder="Optional"
        data={categories}
        description="Pick a kind of machine or type your own."
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <PhotoField control={control} error={errors.photoPath?.message} onBusyChange={setPhotoBusy} />
      <Textarea
        label="Description"
        placeholder="What engineers should know about this machine type"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <FormActions
        cancelTo={cancelTo}
        isSubmitting={isSubmitting}
        disabled={photoBusy || (!adding && !isDirty)}
      >
        {adding ? 'Add machine' : 'Save changes'}
      </FormActions>
    </FormCard>
  );
}

const NAME_FIELDS: RequiredTextField<MachineFormValues>[] = [
  { name: 'manufacturer', label: 'Manufacturer', placeholder: 'e.g. Franke' },
  { name: 'model', label: 'Model', placeholder: 'e.g. A600' },
];

interface NameFieldsProps {
  form: UseFormReturn<MachineFormValues, unknown, MachineFormOutput>;
  currentId: string | undefined;
  takenIds: ReadonlySet<string>;
}

/** Manufacturer and model side by side, and the machine id they give. */
function NameFields({ form, currentId, takenIds }: NameFieldsProps) {
  const [manufacturer, model] = useWatch({
    control: form.control,
    name: ['manufacturer', 'model'],
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <RequiredTextInputs form={form} fields={NAME_FIELDS} />
      </SimpleGrid>
      <MachineIdPanel
        currentId={currentId}
        manufacturer={manufacturer}
        model={model}
        takenIds={takenIds}
      />
    </>
  );
}
