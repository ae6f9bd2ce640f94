import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Box,
  Card,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Machine } from '@toolbox/domain';
import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ImageField } from '../../../components/image-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMachines } from '../../../lib/machines';
import { MachineIdPanel } from './machine-id-panel';
import type { MachineFormOutput, MachineFormValues } from './machine-form-schema';
import {
  categoryOptions,
  EditMachineFormSchema,
  MACHINE_FORM_FIELDS,
  MachineFormSchema,
} from './machine-form-schema';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { changedFields } from '../../../lib/changed-fields';

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

/**
 * Add and edit machine (docs/product.md#machine-validation): field messages, server details on
 * their fields, a 409 over the form, and what the manufacturer and model do to the machine's id.
 */
export function MachineForm({ machine, save, onSaved, leaving, cancelTo }: MachineFormProps) {
  const adding = machine === undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const { data: catalogue } = useMachines();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useMachineForm(machine);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [manufacturer, model] = useWatch({ control, name: ['manufacturer', 'model'] });
  const categories = useMemo(
    () => categoryOptions(catalogue?.map((m) => m.category) ?? []),
    [catalogue],
  );
  const takenIds = useMemo(
    () => new Set(catalogue?.map((m) => m.id).filter((id) => id !== machine?.id)),
    [catalogue, machine?.id],
  );

  const submit = async (values: MachineFormOutput) => {
    setFormError(null);
    const changed = changedFields<keyof MachineFormValues>(dirtyFields);
    try {
      onSaved(await save(values, changed));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: MACHINE_FORM_FIELDS }));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      {/* While a save is under way (and after it), leaving is the form's own doing. */}
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !leaving} />
      <Card>
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Manufacturer"
              placeholder="e.g. Franke"
              autoComplete="off"
              withAsterisk
              error={errors.manufacturer?.message}
              {...register('manufacturer')}
            />
            <TextInput
              label="Model"
              placeholder="e.g. A600"
              autoComplete="off"
              withAsterisk
              error={errors.model?.message}
              {...register('model')}
            />
          </SimpleGrid>
          <MachineIdPanel
            currentId={machine?.id}
            manufacturer={manufacturer}
            model={model}
            takenIds={takenIds}
          />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Autocomplete
                label="Category"
                placeholder="Optional"
                data={categories}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errors.category?.message}
                description="Pick a kind of machine or type your own."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
              />
            )}
          />
          <PhotoField
            control={control}
            error={errors.photoPath?.message}
            onBusyChange={setPhotoBusy}
          />
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
        </Stack>
      </Card>
    </form>
  );
}
