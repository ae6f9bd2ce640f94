import type { GroupProps } from '@mantine/core';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FormUploadActionsProps {
  cancelTo: string;
  /** The upload or the save runs: Cancel goes (the upload has its own) and submit spins. */
  busy: boolean;
  /** The record is saved and the form is leaving: submit stays off. */
  saved: boolean;
  justify?: GroupProps['justify'];
  /** The submit button's words. */
  children: ReactNode;
}

/** Cancel and submit under an upload form. */
export function FormUploadActions({
  cancelTo,
  busy,
  saved,
  justify,
  children,
}: FormUploadActionsProps) {
  return (
    <Group justify={justify} gap="sm">
      {busy ? null : (
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      )}
      <Button type="submit" loading={busy} disabled={saved}>
        {children}
      </Button>
    </Group>
  );
}
