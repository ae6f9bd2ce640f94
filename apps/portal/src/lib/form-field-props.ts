import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What a controlled Mantine input takes from its form field: the value, change and blur, the
 * ref (so a refused field can be focused) and the name.
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>>({
  value,
  onChange,
  onBlur,
  ref,
  name,
}: ControllerRenderProps<T, N>) {
  return { value, onChange, onBlur, ref, name };
}
