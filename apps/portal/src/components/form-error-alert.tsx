import { Alert } from '@mantine/core';
import { AlertCircle } from 'lucide-react';

/** A failure that belongs to no one field, over the form; nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
