import { Fieldset, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { UploadForm } from '../lib/use-upload-form';
import { FormCard } from './form-card';
import { UploadStatus } from './upload-status';

interface UploadFormFrameProps {
  form: UploadForm;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The upload runs or the form is being checked: the fields are locked. */
  busy: boolean;
  /** Something was typed or chosen: leaving asks first. */
  isDirty: boolean;
  withNotification: boolean;
  /** The buttons under the form. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A card-shaped upload form: the failure over the fields, the fields locked while the upload
 * runs, its progress (or word that it was cancelled) and the buttons; leaving asks first.
 */
export function UploadFormFrame({
  form,
  onSubmit,
  busy,
  isDirty,
  withNotification,
  actions,
  children,
}: UploadFormFrameProps) {
  return (
    <FormCard
      onSubmit={onSubmit}
      guardWhen={!form.saved && (isDirty || busy)}
      formError={form.formError}
    >
      <Fieldset variant="unstyled" disabled={busy} p={0} m={0}>
        <Stack gap="lg">{children}</Stack>
      </Fieldset>

      <UploadStatus form={form} withNotification={withNotification} showCancelled />

      {actions}
    </FormCard>
  );
}
