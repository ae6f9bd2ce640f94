import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SpecificationEntry } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Path, Resolver } from 'react-hook-form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerErrors } from '../../../lib/form-errors';
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
import { FormErrorAlert } from '../../../components/form-error-alert';

/** Every cell the server may name in its details (`items.3.label`). */
const serverFields = (rows: number): Path<SpecificationsFormValues>[] =>
  Array.from({ length: rows }, (_, i) =>
    ENTRY_FIELDS.map((f) => `items.${i}.${f}` as const),
  ).flat();

interface SpecificationEntriesFormProps {
  machineId: string;
  /** The machine's entries as stored. */
  initial: readonly SpecificationEntry[];
  /** Another machine was chosen (after Discard changes, when there were any). */
  onMachineChange: (machineId: string | null) => void;
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
  const updateSpecifications = useUpdateSpecifications();
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingMachine, setPendingMachine] = useState<string | null | undefined>(undefined);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SpecificationsFormValues, unknown, SpecificationsFormOutput>({
    resolver: zodResolver(SpecificationsFormSchema) as Resolver<
      SpecificationsFormValues,
      unknown,
      SpecificationsFormOutput
    >,
    defaultValues: toFormValues(initial),
  });
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'items',
    keyName: 'key',
  });
  const items = useWatch({ control, name: 'items' });
  const groups = [...new Set(items.map((i) => i.group.trim()).filter(Boolean))];

  const chooseMachine = (id: string | null) => {
    if (id === machineId) return;
    if (isDirty) setPendingMachine(id);
    else onMachineChange(id);
  };

  const addEntry = () =>
    append(
      // A new entry starts in the group of the one above it, the usual way lists are filled in.
      { ...EMPTY_ENTRY, group: items.at(-1)?.group ?? '' },
      { focusName: `items.${items.length}.label` },
    );

  const submit = async ({ items: entries }: SpecificationsFormOutput) => {
    setFormError(null);
    try {
      const saved = await updateSpecifications.mutateAsync({ machineId, items: entries });
      toast.success(messages.specification.saved);
      reset(toFormValues(saved));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: serverFields(entries.length) }));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <UnsavedChangesGuard when={isDirty || isSubmitting} />
      <ConfirmDialog
        opened={pendingMachine !== undefined}
        title={messages.shell.unsavedTitle}
        message={messages.shell.unsavedMessage}
        confirmText="Discard changes"
        cancelText="Keep editing"
        variant="danger"
        onConfirm={() => {
          const next = pendingMachine ?? null;
          setPendingMachine(undefined);
          onMachineChange(next);
        }}
        onCancel={() => setPendingMachine(undefined)}
      />
      <Stack gap="lg">
        <Card>
          <MachinePicker value={machineId} onChange={chooseMachine} disabled={isSubmitting} />
        </Card>
        <FormErrorAlert message={formError} />
        <Card padding={0}>
          {fields.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              {messages.specification.empty}
            </Text>
          ) : (
            <SpecificationRows
              control={control}
              register={register}
              fields={fields}
              errors={errors.items}
              groups={groups}
              onMove={move}
              onRemove={remove}
              disabled={isSubmitting}
            />
          )}
          <Group justify="space-between" p="md" gap="sm">
            <Button
              variant="light"
              leftSection={<Plus size={16} aria-hidden />}
              onClick={addEntry}
              disabled={isSubmitting}
            >
              Add entry
            </Button>
            <Group gap="sm">
              <Button component={Link} to={SPECIFICATIONS_PATH} variant="default">
                {isDirty ? 'Cancel' : 'Done'}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                Save
              </Button>
            </Group>
          </Group>
        </Card>
      </Stack>
    </form>
  );
}
