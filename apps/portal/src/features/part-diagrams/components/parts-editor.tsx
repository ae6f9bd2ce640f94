import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import type { Control, FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
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
  const row = index + 1;
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
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Position number, row ${row}`}
          error={rowErrors?.positionNumber?.message}
          {...register(`parts.${index}.positionNumber`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Part number, row ${row}`}
          error={rowErrors?.partNumber?.message}
          {...register(`parts.${index}.partNumber`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Part name, row ${row}`}
          error={rowErrors?.name?.message}
          {...register(`parts.${index}.name`)}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`parts.${index}.quantity`}
          render={({ field: quantity }) => (
            <NumberInput
              size="xs"
              aria-label={`Quantity, row ${row}`}
              min={1}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              value={quantity.value}
              onChange={quantity.onChange}
              onBlur={quantity.onBlur}
              ref={quantity.ref}
              name={quantity.name}
              error={rowErrors?.quantity?.message}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Notes, row ${row}`}
          error={rowErrors?.notes?.message}
          {...register(`parts.${index}.notes`)}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove row ${row}`}
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
        <Button
          variant="light"
          size="xs"
          leftSection={<Plus size={14} aria-hidden />}
          onClick={onAdd}
        >
          Add row
        </Button>
      </Group>
    </>
  );
}
