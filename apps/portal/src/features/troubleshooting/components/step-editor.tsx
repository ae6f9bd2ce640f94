import { Badge, Group, Paper, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller, useFieldArray } from 'react-hook-form';
import type { GuideFormControl, GuideFormValues } from './guide-form-schema';
import { EMPTY_STEP } from './guide-form-schema';
import type { ImageStore } from '../../../components/image-field';
import { ImageField } from '../../../components/image-field';
import { ListEditorAddButton } from '../../../components/list-editor-add-button';
import { RowActions } from '../../../components/row-actions';
import { useMoveFocus } from './use-move-focus';

interface StepEditorProps {
  control: GuideFormControl;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>['steps'];
  images: ImageStore;
  /** Which steps are uploading an image, by the step's key. */
  onBusyChange: (key: string, busy: boolean) => void;
  disabled?: boolean;
}

interface StepRowProps extends Omit<StepEditorProps, 'errors'> {
  stepKey: string;
  index: number;
  count: number;
  error: { text?: { message?: string }; imagePath?: { message?: string } } | undefined;
  moveButtonRef: (key: string, direction: -1 | 1) => (element: HTMLButtonElement | null) => void;
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
}

function StepRow({
  control,
  register,
  images,
  onBusyChange,
  disabled,
  stepKey,
  index,
  count,
  error,
  moveButtonRef,
  onMove,
  onRemove,
}: StepRowProps) {
  const label = `Step ${index + 1}`;
  const busyChanged = useCallback(
    (busy: boolean) => onBusyChange(stepKey, busy),
    [onBusyChange, stepKey],
  );
  return (
    <Paper withBorder p="md" component="li" data-testid="guide-step">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Badge size="lg" circle variant="filled" mt={28} aria-hidden>
          {index + 1}
        </Badge>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Textarea
            label={label}
            placeholder="What the engineer does, e.g. Check the water tank is seated"
            rows={2}
            withAsterisk
            disabled={disabled}
            error={error?.text?.message}
            {...register(`steps.${index}.text`)}
          />
          <Controller
            control={control}
            name={`steps.${index}.imagePath`}
            render={({ field }) => (
              <ImageField
                value={field.value}
                onChange={field.onChange}
                onBusyChange={busyChanged}
                images={images}
                subject={label}
                testId="step-image"
                error={error?.imagePath?.message}
              />
            )}
          />
        </Stack>
        <RowActions
          index={index}
          count={count}
          labels={{
            up: `Move step ${index + 1} up`,
            down: `Move step ${index + 1} down`,
            remove: `Remove step ${index + 1}`,
          }}
          tooltips={{ up: 'Move up', down: 'Move down', remove: 'Remove step' }}
          disabled={disabled}
          mt={24}
          moveButtonRef={(direction) => moveButtonRef(stepKey, direction)}
          onMove={(direction) => onMove(index, direction)}
          onRemove={() => onRemove(index)}
        />
      </Group>
    </Paper>
  );
}

/**
 * The guide's numbered steps: add, remove, move up and down with buttons (named for screen
 * readers; focus stays on the moved step's button, and the move is announced), each step with
 * its instruction and an optional image.
 */
export function StepEditor({ control, register, errors, ...rest }: StepEditorProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'steps' });
  const { moveButtonRef, moved } = useMoveFocus(fields.map((f) => f.id));
  const [announcement, setAnnouncement] = useState('');

  const onMove = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    if (target < 0 || target >= fields.length) return;
    moved(fields[index]!.id, direction);
    move(index, target);
    setAnnouncement(`Step ${index + 1} moved to position ${target + 1}.`);
  };
  const onRemove = (index: number) => {
    remove(index);
    setAnnouncement(`Step ${index + 1} removed.`);
  };

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No steps yet. Add the first thing the engineer should do.
        </Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {fields.map((field, index) => (
            <StepRow
              key={field.id}
              control={control}
              register={register}
              stepKey={field.id}
              index={index}
              count={fields.length}
              error={errors?.[index]}
              moveButtonRef={moveButtonRef}
              onMove={onMove}
              onRemove={onRemove}
              {...rest}
            />
          ))}
        </Stack>
      )}
      {(errors?.root?.message ?? errors?.message) ? (
        <Text size="sm" c="red" role="alert">
          {errors.root?.message ?? errors.message}
        </Text>
      ) : null}
      <ListEditorAddButton
        w="fit-content"
        disabled={rest.disabled}
        onClick={() => {
          append({ ...EMPTY_STEP }, { focusName: `steps.${fields.length}.text` });
          setAnnouncement(`Step ${fields.length + 1} added.`);
        }}
      >
        Add step
      </ListEditorAddButton>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
