import { Card, Text } from '@mantine/core';
import type { UploadForm } from '../lib/use-upload-form';
import { UploadProgress } from './upload-progress';

interface UploadStatusProps {
  form: UploadForm;
  withNotification: boolean;
  /** Say so when the upload was cancelled (the forms whose fields stay as typed). */
  showCancelled?: boolean;
  cancelledText?: string;
  /** Puts the progress in a card of its own (a form that is not one card). */
  inCard?: boolean;
}

/** An upload form's progress with Cancel while it runs, or word that it was cancelled. */
export function UploadStatus({
  form,
  withNotification,
  showCancelled = false,
  cancelledText = 'The upload was cancelled. Nothing was saved.',
  inCard = false,
}: UploadStatusProps) {
  if (form.state.step !== 'idle') {
    const progress = (
      <UploadProgress
        state={form.state}
        withNotification={withNotification}
        onCancel={form.cancel}
      />
    );
    return inCard ? <Card padding="md">{progress}</Card> : progress;
  }
  if (showCancelled && form.cancelled) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {cancelledText}
      </Text>
    );
  }
  return null;
}
