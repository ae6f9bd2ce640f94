import { Button, Card, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatFileSize, messages, relativeAge } from '@toolbox/domain';
import { CloudDownload, HardDriveDownload, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { KeptMachine } from '@/lib/offline/db';
import type { KeepProgress } from '@/lib/offline/keep-machine';
import { useOnline } from '@/lib/use-online';
import {
  keptMachinesQuery,
  storageQuery,
  useKeepMachine,
  useRemoveKeptMachine,
} from '@/lib/offline/queries';

const kb = (bytes: number) => formatFileSize(Math.round(bytes / 1024));

/** "Make available offline" for one machine: progress and size while keeping, remove again. */
export function KeepMachineCard({ machineId }: { machineId: string }) {
  const online = useOnline();
  const [progress, setProgress] = useState<KeepProgress | null>(null);
  const keep = useKeepMachine(setProgress);
  const { data: machines = [] } = useQuery(keptMachinesQuery());
  const { data: storage } = useQuery(storageQuery());
  const kept = machines.find((machine) => machine.machineId === machineId);

  return (
    <Card>
      <Stack gap="xs">
        <Group gap="xs">
          <HardDriveDownload size={18} aria-hidden />
          <Text fw={600}>{kept ? messages.toolbox.keptOffline : 'Offline use'}</Text>
        </Group>
        {kept && !keep.isPending && <KeptSummary kept={kept} />}
        {keep.isPending && progress && <KeepingProgress progress={progress} />}
        {keep.isError && (
          <Text size="sm" c="red" role="alert">
            {keep.error.message}
          </Text>
        )}
        {storage && storage.quota > 0 && (
          <Text size="xs" c="dimmed">
            This device: {kb(storage.usage)} used of {kb(storage.quota)} available to Toolbox
          </Text>
        )}
        <Group gap="xs">
          <Button
            leftSection={<CloudDownload size={18} />}
            loading={keep.isPending}
            disabled={!online}
            onClick={() => keep.mutate(machineId)}
          >
            {kept ? 'Update offline copy' : 'Make available offline'}
          </Button>
          <RemoveOfflineCopy machineId={machineId} kept={Boolean(kept)} disabled={keep.isPending} />
        </Group>
      </Stack>
    </Card>
  );
}

/** When the machine was kept, how much it takes and what it holds. */
function KeptSummary({ kept }: { kept: KeptMachine }) {
  return (
    <Text size="sm" c="dimmed" data-testid="kept-summary">
      Kept {relativeAge(kept.keptAt).toLowerCase()} · {kb(kept.totalBytes)} · guides, part diagrams,
      specifications, {kept.fileUrls.length} files
    </Text>
  );
}

/** Bytes and items kept so far, while keeping. */
function KeepingProgress({ progress }: { progress: KeepProgress }) {
  const percent = progress.totalBytes > 0 ? (progress.bytes / progress.totalBytes) * 100 : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label="Keeping for offline use" striped animated />
      <Text size="sm" c="dimmed" role="status">
        {kb(progress.bytes)} of {kb(progress.totalBytes)} · {progress.done} of {progress.total}{' '}
        items
      </Text>
    </Stack>
  );
}

/**
 * Remove (shown while the machine is kept), after a confirmation that says what goes. The dialog
 * stays mounted, so it closes as a dialog does once the copy is gone.
 */
function RemoveOfflineCopy({
  machineId,
  kept,
  disabled,
}: {
  machineId: string;
  kept: boolean;
  disabled: boolean;
}) {
  const remove = useRemoveKeptMachine();
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      {kept && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<Trash2 size={18} />}
          disabled={disabled}
          onClick={confirm.open}
        >
          Remove
        </Button>
      )}
      <Modal opened={confirming} onClose={confirm.close} title="Remove offline copy?" centered>
        <Text size="sm">
          The guides, diagrams, documents and software kept for this machine are removed from this
          device. You can keep them again when you are online.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(machineId, { onSuccess: confirm.close })}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </>
  );
}
