import {
  PasswordInput as MantinePasswordInput,
  type PasswordInputProps as MantinePasswordInputProps,
} from '@mantine/core';
import { useState, type Ref } from 'react';

export type PasswordInputProps = Omit<MantinePasswordInputProps, 'visibilityToggleButtonProps'> & {
  /**
   * What the field holds, for its toggle's accessible name: `Show {toggleName}` while hidden,
   * `Hide {toggleName}` while shown. `password` unless said otherwise.
   */
  toggleName?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A password field whose show/hide toggle is named by what a press does now, so a screen reader
 * hears "Hide password" while the password is shown. Every password field of both apps is this one.
 */
export function PasswordInput({
  toggleName = 'password',
  visible,
  defaultVisible = false,
  onVisibilityChange,
  ...props
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const shown = visible ?? ownVisible;
  return (
    <MantinePasswordInput
      {...props}
      visible={shown}
      onVisibilityChange={(next) => {
        setOwnVisible(next);
        onVisibilityChange?.(next);
      }}
      visibilityToggleButtonProps={{ 'aria-label': `${shown ? 'Hide' : 'Show'} ${toggleName}` }}
    />
  );
}
