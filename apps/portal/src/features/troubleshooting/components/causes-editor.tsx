import { ActionIcon, Group, Input, Stack, TextInput } from '@mantine/core';
import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { ListEditorAddButton } from '../../../components/list-editor-add-button';
import type { GuideFormControl, GuideFormValues } from './guide-form-schema';

interface CausesEditorProps {
  control: GuideFormControl;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>['causes'];
  disabled?: boolean;
}

/** Possible causes, most likely first: one line each, added and removed in place. */
export function CausesEditor({ control, register, errors, disabled }: CausesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'causes' });
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Input.Wrapper
      label="Possible causes"
      description="Most likely first. Empty lines are left out."
      error={listError}
    >
      <Stack gap="xs" mt={6}>
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Cause ${index + 1}`}
              placeholder={index === 0 ? 'e.g. Blocked flow meter' : undefined}
              maxLength={1000}
              disabled={disabled}
              error={errors?.[index]?.text?.message}
              style={{ flex: 1 }}
              {...register(`causes.${index}.text`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove cause ${index + 1}`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <X size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <ListEditorAddButton
          variant="subtle"
          size="xs"
          w="fit-content"
          disabled={disabled}
          onClick={() => append({ text: '' }, { focusName: `causes.${fields.length}.text` })}
        >
          Add cause
        </ListEditorAddButton>
      </Stack>
    </Input.Wrapper>
  );
}
