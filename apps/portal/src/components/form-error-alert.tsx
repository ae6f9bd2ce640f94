import { Alert } from '@mantine/core';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** What came of a form's action: it worked (a status) or it was refused (an alert). */
export interface Outcome {
  ok: boolean;
  message: string;
}

/** An outcome over a form: brand-coloured with a tick when done, red when refused. */
export function OutcomeAlert({ ok, message, icon }: Outcome & { icon?: ReactNode }) {
  return (
    <Alert
      color={ok ? 'brand' : 'red'}
      variant="light"
      icon={icon ?? (ok ? <CheckCircle2 size={18} /> : <AlertCircle size={18} />)}
      role={ok ? 'status' : 'alert'}
    >
      {message}
    </Alert>
  );
}

/** A failure that belongs to no one field, over the form; nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <OutcomeAlert ok={false} message={message} />;
}
