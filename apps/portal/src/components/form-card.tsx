import { Card, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface FormCardProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Leaving asks first while this holds (something typed and not saved). */
  guardWhen: boolean;
  /** The failure that belongs to no one field, over the fields. */
  formError: string | null | undefined;
  children: ReactNode;
}

/** A form in one card: the failure over its fields, and leaving asks first while it is dirty. */
export function FormCard({ onSubmit, guardWhen, formError, children }: FormCardProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={guardWhen} />
      <Card>
        <Stack gap="lg">
          <FormErrorAlert message={formError} />
          {children}
        </Stack>
      </Card>
    </form>
  );
}
