import {
  ActionIcon,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Trash2 } from 'lucide-react';
import type { Control, FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { ListEditorAddButton } from '../../../components/list-editor-add-button';
import classes from './diagram.module.css';
import type { DiagramFormValues } from './diagram-form-schema';
import { samePosition } from './use-linked-highlight';

interface PartsEditorProps {
  control: Control<DiagramFormValues>;
  register: UseFormRegister<DiagramFormValues>;
  fields: FieldArrayWithId<DiagramFormValues, 'parts', 'key'>[];
  errors: FieldErrors<DiagramFormValues>['parts'];
  /** Each row's position number as typed. */
  positions: readonly string[];
  /** The position number lit up on the image. */
  highlighted: string | null;
  onHover: (position: string | null) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

interface PartRowProps {
  index: number;
  control: PartsEditorProps['control'];
  register: PartsEditorProps['register'];
  rowErrors: NonNullable<PartsEditorProps['errors']>[number];
  position: string | undefined;
  /** Its hotspots are pointed at: the row lights up with them. */
  lit: boolean;
  onHover: PartsEditorProps['onHover'];
  onRemove: PartsEditorProps['onRemove'];
}

type TextField = 'positionNumber' | 'partNumber' | 'name' | 'notes';

/** The text cells before the quantity, with the names screen readers hear. */
const LEADING_CELLS: readonly { field: TextField; label: string }[] = [
  { field: 'positionNumber', label: 'Position number' },
  { field: 'partNumber', label: 'Part number' },
  { field: 'name', label: 'Part name' },
];

type CellProps = Pick<PartRowProps, 'index' | 'rowErrors'>;

/** One text cell of a parts row. */
function PartTextCell({
  register,
  index,
  rowErrors,
  field,
  label,
}: CellProps & { register: PartRowProps['register']; field: TextField; label: string }) {
  return (
    <Table.Td>
      <TextInput
        size="xs"
        aria-label={`${label}, row ${index + 1}`}
        error={rowErrors?.[field]?.message}
        {...register(`parts.${index}.${field}`)}
      />
    </Table.Td>
  );
}

/** How many of the part the assembly holds: a whole number from 1. */
function QuantityCell({
  control,
  index,
  rowErrors,
}: CellProps & { control: PartRowProps['control'] }) {
  return (
    <Table.Td>
      <Controller
        control={control}
        name={`parts.${index}.quantity`}
        render={({ field }) => (
          <NumberInput
            size="xs"
            aria-label={`Quantity, row ${index + 1}`}
            min={1}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={rowErrors?.quantity?.message}
          />
        )}
      />
    </Table.Td>
  );
}

/** One part: position, part number, name, quantity and notes, and Remove. */
function PartRow({
  index,
  control,
  register,
  rowErrors,
  position,
  lit,
  onHover,
  onRemove,
}: PartRowProps) {
  const cell = { register, index, rowErrors };
  return (
    <Table.Tr
      className={classes.row}
      aria-selected={lit}
      data-highlighted={lit || undefined}
      data-testid="part-row"
      onMouseEnter={() => onHover(position ?? null)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(position ?? null)}
      onBlur={() => onHover(null)}
      style={{ verticalAlign: 'top' }}
    >
      {LEADING_CELLS.map(({ field, label }) => (
        <PartTextCell key={field} {...cell} field={field} label={label} />
      ))}
      <QuantityCell control={control} index={index} rowErrors={rowErrors} />
      <PartTextCell {...cell} field="notes" label="Notes" />
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove row ${index + 1}`}
          onClick={() => onRemove(index)}
        >
          <Trash2 size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The parts table as a form: one row per part, linked to its hotspots by position number.
 * Pointing at a row (or typing in it) lights up its hotspots on the image.
 */
export function PartsEditor({
  control,
  register,
  fields,
  errors,
  positions,
  highlighted,
  onHover,
  onAdd,
  onRemove,
}: PartsEditorProps) {
  return (
    <>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          No parts yet. Add a row for each numbered part on the drawing.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing={6} aria-label="Parts list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Pos.</Table.Th>
                <Table.Th w={170}>Part number</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th w={96}>Qty</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th w={44}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => (
                <PartRow
                  key={field.key}
                  index={index}
                  control={control}
                  register={register}
                  rowErrors={errors?.[index]}
                  position={positions[index]}
                  lit={samePosition(highlighted, positions[index])}
                  onHover={onHover}
                  onRemove={onRemove}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group px="md" pb="md" pt={fields.length === 0 ? 0 : 'xs'}>
        <ListEditorAddButton size="xs" onClick={onAdd}>
          Add row
        </ListEditorAddButton>
      </Group>
    </>
  );
}
