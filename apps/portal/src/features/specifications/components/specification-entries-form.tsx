import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SpecificationEntry } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import type { Path, Resolver } from 'react-hook-form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ListEditorAddButton } from '../../../components/list-editor-add-button';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useFormSave } from '../../../lib/form-errors';
import { useUpdateSpecifications } from '../api/update-specifications';
import { MachinePicker } from './machine-picker';
import type {
  SpecificationsFormOutput,
  SpecificationsFormValues,
} from './specification-form-schema';
import {
  EMPTY_ENTRY,
  ENTRY_FIELDS,
  SpecificationsFormSchema,
  toFormValues,
} from './specification-form-schema';
import { SPECIFICATIONS_PATH } from './specification-paths';
import { SpecificationRows } from './specification-rows';

/** Every cell the server may name in its details (`items.3.label`). */
const serverFields = (rows: number): Path<SpecificationsFormValues>[] =>
  Array.from({ length: rows }, (_, i) =>
    ENTRY_FIELDS.map((f) => `items.${i}.${f}` as const),
  ).flat();

const resolver = zodResolver(SpecificationsFormSchema) as Resolver<
  SpecificationsFormValues,
  unknown,
  SpecificationsFormOutput
>;

interface SpecificationEntriesFormProps {
  machineId: string;
  /** The machine's entries as stored. */
  initial: readonly SpecificationEntry[];
  /** Another machine was chosen (after Discard changes, when there were any). */
  onMachineChange: (machineId: string | null) => void;
}

/** The machine's list as a form, its rows, adding a row, and saving the whole list. */
function useSpecificationsForm(machineId: string, initial: readonly SpecificationEntry[]) {
  const updateSpecifications = useUpdateSpecifications();
  const form = useForm<SpecificationsFormValues, unknown, SpecificationsFormOutput>({
    resolver,
    defaultValues: toFormValues(initial),
  });
  const { control, reset } = form;
  const rows = useFieldArray({ control, name: 'items', keyName: 'key' });
  const items = useWatch({ control, name: 'items' });
  // The rows on screen are the rows sent, so their cells are the fields a refusal may name.
  const { formError, attempt } = useFormSave(form.setError, { fields: serverFields(items.length) });

  const addEntry = () =>
    rows.append(
      // A new entry starts in the group of the one above it, the usual way lists are filled in.
      { ...EMPTY_ENTRY, group: items.at(-1)?.group ?? '' },
      { focusName: `items.${items.length}.label` },
    );

  const submit = ({ items: entries }: SpecificationsFormOutput) =>
    attempt(async () => {
      const saved = await updateSpecifications.mutateAsync({ machineId, items: entries });
      toast.success(messages.specification.saved);
      reset(toFormValues(saved));
    });

  return {
    form,
    rows,
    groups: [...new Set(items.map((i) => i.group.trim()).filter(Boolean))],
    addEntry,
    formError,
    onSubmit: form.handleSubmit(submit),
  };
}

/**
 * Another machine, once any unsaved changes are given up: `choose` switches at once when there
 * are none, otherwise the dialog asks first.
 */
function useMachineSwitch(
  machineId: string,
  isDirty: boolean,
  onMachineChange: (machineId: string | null) => void,
) {
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const choose = (id: string | null) => {
    if (id === machineId) return;
    if (isDirty) setPending(id);
    else onMachineChange(id);
  };
  const dialog = (
    <ConfirmDialog
      opened={pending !== undefined}
      title={messages.shell.unsavedTitle}
      message={messages.shell.unsavedMessage}
      confirmText="Discard changes"
      cancelText="Keep editing"
      variant="danger"
      onConfirm={() => {
        const next = pending ?? null;
        setPending(undefined);
        onMachineChange(next);
      }}
      onCancel={() => setPending(undefined)}
    />
  );
  return { choose, dialog };
}

/**
 * One machine's specification list as a form: entries added, edited, moved and removed, then
 * saved in one PUT that replaces the whole list in this order. Choosing another machine or
 * leaving the page with unsaved changes asks first.
 */
export function SpecificationEntriesForm({
  machineId,
  initial,
  onMachineChange,
}: SpecificationEntriesFormProps) {
  const { form, rows, groups, addEntry, formError, onSubmit } = useSpecificationsForm(
    machineId,
    initial,
  );
  const { errors, isDirty, isSubmitting } = form.formState;
  const machineSwitch = useMachineSwitch(machineId, isDirty, onMachineChange);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard when={isDirty || isSubmitting} />
      {machineSwitch.dialog}
      <Stack gap="lg">
        <Card>
          <MachinePicker
            value={machineId}
            onChange={machineSwitch.choose}
            disabled={isSubmitting}
          />
        </Card>
        <FormErrorAlert message={formError} />
        <Card padding={0}>
          {rows.fields.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              {messages.specification.empty}
            </Text>
          ) : (
            <SpecificationRows
              control={form.control}
              register={form.register}
              fields={rows.fields}
              errors={errors.items}
              groups={groups}
              onMove={rows.move}
              onRemove={rows.remove}
              disabled={isSubmitting}
            />
          )}
          <EntriesActions onAdd={addEntry} isDirty={isDirty} isSubmitting={isSubmitting} />
        </Card>
      </Stack>
    </form>
  );
}

interface EntriesActionsProps {
  onAdd: () => void;
  isDirty: boolean;
  isSubmitting: boolean;
}

/** Add entry, and Cancel (Done while nothing changed) and Save. */
function EntriesActions({ onAdd, isDirty, isSubmitting }: EntriesActionsProps) {
  return (
    <Group justify="space-between" p="md" gap="sm">
      <ListEditorAddButton onClick={onAdd} disabled={isSubmitting}>
        Add entry
      </ListEditorAddButton>
      <Group gap="sm">
        <Button component={Link} to={SPECIFICATIONS_PATH} variant="default">
          {isDirty ? 'Cancel' : 'Done'}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
      </Group>
    </Group>
  );
}
