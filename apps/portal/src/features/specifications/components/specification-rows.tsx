import { Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { Control, FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormAutocomplete } from '../../../components/form-fields';
import { RowActions } from '../../../components/row-actions';
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

type SpecificationRowProps = Omit<SpecificationRowsProps, 'fields' | 'errors'> & {
  index: number;
  count: number;
  rowErrors: NonNullable<SpecificationRowsProps['errors']>[number];
};

/** The text cells of a row: label, value and unit, each with its example. */
const TEXT_CELLS = [
  { name: 'label', label: 'Label', placeholder: 'e.g. Voltage' },
  { name: 'value', label: 'Value', placeholder: 'e.g. 230' },
  { name: 'unit', label: 'Unit', placeholder: 'e.g. V' },
] as const;

/** One entry: its group (offering the groups in use), label, value and unit, and its buttons. */
function SpecificationRow({
  control,
  register,
  groups,
  onMove,
  onRemove,
  disabled,
  index,
  count,
  rowErrors,
}: SpecificationRowProps) {
  const row = index + 1;
  return (
    <Table.Tr className={classes.entryRow} data-testid="entry-row">
      <Table.Td>
        <FormAutocomplete
          control={control}
          name={`items.${index}.group`}
          size="xs"
          aria-label={`Group, row ${row}`}
          placeholder="e.g. Electrical"
          data={groups}
          disabled={disabled}
        />
      </Table.Td>
      {TEXT_CELLS.map((cell) => (
        <Table.Td key={cell.name}>
          <TextInput
            size="xs"
            aria-label={`${cell.label}, row ${row}`}
            placeholder={cell.placeholder}
            error={rowErrors?.[cell.name]?.message}
            disabled={disabled}
            {...register(`items.${index}.${cell.name}`)}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <RowActions
          index={index}
          count={count}
          labels={{
            up: `Move row ${row} up`,
            down: `Move row ${row} down`,
            remove: `Remove row ${row}`,
          }}
          disabled={disabled}
          onMove={(direction) => onMove(index, index + direction)}
          onRemove={() => onRemove(index)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The entries as rows of fields: group, label, value, unit; moved up or down, or removed. */
export function SpecificationRows({ fields, errors, ...rowProps }: SpecificationRowsProps) {
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
          {fields.map((field, index) => (
            <SpecificationRow
              key={field.key}
              {...rowProps}
              index={index}
              count={fields.length}
              rowErrors={errors?.[index]}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
