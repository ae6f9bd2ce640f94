import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Document, MustReadMark } from '@toolbox/domain';
import { formatVersion, messages } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSetMustRead } from '../api/must-read';
import type { MustReadChoice } from './must-read-fields';
import { MustReadFields, mustReadError } from './must-read-fields';

interface MustReadDialogProps {
  document: Document;
  /** The mark there is, to change; none to mark the version anew. */
  mark: MustReadMark | null;
  opened: boolean;
  onClose: () => void;
}

/** Marks the current version must read, for everyone or the engineers of chosen machines. */
export function MustReadDialog({ document, mark, opened, onClose }: MustReadDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mark ? 'Change who must read it' : 'Mark as must read'}
      size="lg"
    >
      {/* Mounted while open: each opening starts from the mark as it is. */}
      {opened ? <MarkForm document={document} mark={mark} onClose={onClose} /> : null}
    </Modal>
  );
}

function MarkForm({ document, mark, onClose }: Omit<MustReadDialogProps, 'opened'>) {
  const [choice, setChoice] = useState<MustReadChoice>({
    on: true,
    audience: mark?.audience ?? 'all',
    machineIds: mark?.machines.map((m) => m.id) ?? [],
  });
  const [sent, setSent] = useState(false);
  const save = useSetMustRead(document.id);

  const submit = async () => {
    setSent(true);
    if (mustReadError(choice)) return;
    try {
      await save.mutateAsync({
        versionNumber: document.currentVersion,
        audience: choice.audience,
        machineIds: choice.machineIds,
      });
      toast.success(messages.mustRead.marked);
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {formatVersion(document.currentVersion)} of “{document.title}”. Engineers see it first in
          the toolbox until they tap “{messages.toolbox.acknowledge}”.
        </Text>
        <MustReadFields
          value={choice}
          onChange={setChoice}
          disabled={save.isPending}
          error={sent ? mustReadError(choice) : undefined}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mark ? 'Save' : 'Mark as must read'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
