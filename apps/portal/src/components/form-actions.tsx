import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FormActionsProps {
  cancelTo: string;
  isSubmitting: boolean;
  disabled: boolean;
  children: ReactNode;
}

/** Cancel (back to `cancelTo`) and the form's submit button, at its end. */
export function FormActions({ cancelTo, isSubmitting, disabled, children }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        Cancel
      </Button>
      <Button type="submit" loading={isSubmitting} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}
