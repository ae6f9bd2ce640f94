import { Text } from '@mantine/core';
import type { UploadForm } from '../lib/use-upload-form';
import { UploadProgress } from './upload-progress';

interface UploadStatusProps {
  form: UploadForm;
  withNotification: boolean;
  /** Say so when the upload was cancelled (the forms whose fields stay as typed). */
  showCancelled?: boolean;
}

/** An upload form's progress with Cancel while it runs, or word that it was cancelled. */
export function UploadStatus({ form, withNotification, showCancelled = false }: UploadStatusProps) {
  if (form.state.step !== 'idle') {
    return (
      <UploadProgress
        state={form.state}
        withNotification={withNotification}
        onCancel={form.cancel}
      />
    );
  }
  if (showCancelled && form.cancelled) {
    return (
      <Text size="sm" c="dimmed" role="status">
        The upload was cancelled. Nothing was saved.
      </Text>
    );
  }
  return null;
}
