import { ActionIcon, Autocomplete, Group, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { Control, FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { SpecificationsFormValues } from './specification-form-schema';
import classes from './specifications.module.css';

interface SpecificationRowsProps {
  control: Control<SpecificationsFormValues>;
  register: UseFormRegister<SpecificationsFormValues>;
  fields: FieldArrayWithId<SpecificationsFormValues, 'items', 'key'>[];
  errors: FieldErrors<SpecificationsFormValues>['items'];
  /** Groups already in the list, offered while typing a group. */
  groups: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}

/** The entries as rows of fields: group, label, value, unit; moved up or down, or removed. */
export function SpecificationRows({
  control,
  register,
  fields,
  errors,
  groups,
  onMove,
  onRemove,
  disabled,
}: SpecificationRowsProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} aria-label="Specification entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={200}>Group</Table.Th>
            <Table.Th>Label</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th w={110}>Unit</Table.Th>
            <Table.Th w={112}>
              <VisuallyHidden>Order and remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field, index) => {
            const row = index + 1;
            const rowErrors = errors?.[index];
            return (
              <Table.Tr key={field.key} className={classes.entryRow} data-testid="entry-row">
                <Table.Td>
                  <Controller
                    control={control}
                    name={`items.${index}.group`}
                    render={({ field: group }) => (
                      <Autocomplete
                        size="xs"
                        aria-label={`Group, row ${row}`}
                        placeholder="e.g. Electrical"
                        data={groups}
                        value={group.value}
                        onChange={group.onChange}
                        onBlur={group.onBlur}
                        ref={group.ref}
                        name={group.name}
                        error={rowErrors?.group?.message}
                        disabled={disabled}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Label, row ${row}`}
                    placeholder="e.g. Voltage"
                    error={rowErrors?.label?.message}
                    disabled={disabled}
                    {...register(`items.${index}.label`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Value, row ${row}`}
                    placeholder="e.g. 230"
                    error={rowErrors?.value?.message}
                    disabled={disabled}
                    {...register(`items.${index}.value`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Unit, row ${row}`}
                    placeholder="e.g. V"
                    error={rowErrors?.unit?.message}
                    disabled={disabled}
                    {...register(`items.${index}.unit`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move row ${row} up`}
                      disabled={disabled || index === 0}
                      onClick={() => onMove(index, index - 1)}
                    >
                      <ArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move row ${row} down`}
                      disabled={disabled || index === fields.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    >
                      <ArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove row ${row}`}
                      disabled={disabled}
                      onClick={() => onRemove(index)}
                    >
                      <Trash2 size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
