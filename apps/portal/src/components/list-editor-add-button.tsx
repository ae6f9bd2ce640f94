import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { Plus } from 'lucide-react';

type ListEditorAddButtonProps = Omit<ButtonProps, 'leftSection'> & {
  onClick: () => void;
  disabled?: boolean | undefined;
};

/** The button under a list edited in place that adds a row to it: a plus sized to the button. */
export function ListEditorAddButton({
  size,
  variant = 'light',
  children,
  ...button
}: ListEditorAddButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<Plus size={size === 'xs' ? 14 : 16} aria-hidden />}
      {...button}
    >
      {children}
    </Button>
  );
}
