import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FormActionsProps {
  cancelTo: string;
  isSubmitting: boolean;
  disabled: boolean;
  /** Whether Cancel shows (an upload form hides it while the upload runs). */
  withCancel?: boolean;
  children: ReactNode;
}

/** Cancel (back to `cancelTo`) and the form's submit button, at its end. */
export function FormActions({
  cancelTo,
  isSubmitting,
  disabled,
  withCancel = true,
  children,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {withCancel ? (
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      ) : null}
      <Button type="submit" loading={isSubmitting} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}
