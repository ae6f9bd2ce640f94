import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBytes, messages } from '@toolbox/domain';
import { CloudDownload, HardDriveDownload, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { documentsQuery, softwareListQuery } from '@/lib/catalogue-queries';
import { useKeepState } from '@/lib/offline/keep-manager';
import { planFiles } from '@/lib/offline/keep-plan';
import {
  keepJobsQuery,
  keptFilesQuery,
  keptMachinesQuery,
  storageQuery,
  useRemoveKeptMachine,
  useStartKeep,
} from '@/lib/offline/queries';
import { useOnline } from '@/lib/use-online';
import { KeepingProgress, KeepPlanChoice, KeptSoFar, KeptSummary } from './keep-parts';

/**
 * "Make available offline" for one machine (issue #18 item 5): the size before the tap, with
 * large files that may be left out; progress in bytes with the time left while keeping; what is
 * kept so far when the connection drops (the keep continues by itself when the signal is back);
 * remove again.
 */
export function KeepMachineCard({ machineId }: { machineId: string }) {
  const online = useOnline();
  const state = useKeepState(machineId);
  const startKeep = useStartKeep();
  const queryClient = useQueryClient();
  // A keep that starts, breaks off or ends (resumed by itself too) changes what the device keeps.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['offline'] });
  }, [queryClient, state?.status]);
  const { data: machines = [] } = useQuery(keptMachinesQuery());
  const { data: jobs = [] } = useQuery(keepJobsQuery());
  const { data: files = [] } = useQuery(keptFilesQuery());
  const { data: storage } = useQuery(storageQuery());
  const kept = machines.find((machine) => machine.machineId === machineId);
  const job = jobs.find((j) => j.machineId === machineId);
  const keeping = state?.status === 'keeping';
  const broken = !keeping && (state !== undefined || job !== undefined);
  const [excluded, setExcluded] = useState<string[] | null>(null);
  const leftOut = excluded ?? job?.excluded ?? kept?.excluded ?? [];

  return (
    <Card>
      <Stack gap="xs">
        <Group gap="xs">
          <HardDriveDownload size={18} aria-hidden />
          <Text fw={600}>{kept ? messages.toolbox.keptOffline : 'Offline use'}</Text>
        </Group>
        {kept && !keeping && !broken && <KeptSummary kept={kept} />}
        {keeping && <KeepingProgress progress={state.progress} />}
        {broken && (
          <>
            {state?.status === 'failed' ? (
              <Text size="sm" c="red" role="alert">
                {state.message}
              </Text>
            ) : (
              <Text size="sm" role="status">
                {messages.toolbox.keepInterrupted}
              </Text>
            )}
            {job && <KeptSoFar planned={job.fileUrls} kept={files} />}
          </>
        )}
        {online && !keeping && !broken && (
          <MachinePlan
            machineId={machineId}
            kept={Boolean(kept)}
            excluded={leftOut}
            onExcludedChange={setExcluded}
          />
        )}
        {storage && storage.quota > 0 && (
          <Text size="xs" c="dimmed">
            This device: {formatBytes(storage.usage)} used of {formatBytes(storage.quota)} available
            to Toolbox
          </Text>
        )}
        <Group gap="xs">
          {broken ? (
            <Button
              leftSection={<RotateCw size={18} />}
              disabled={!online}
              onClick={() => startKeep(machineId)}
            >
              Try again now
            </Button>
          ) : (
            <Button
              leftSection={<CloudDownload size={18} />}
              loading={keeping}
              disabled={!online}
              onClick={() => startKeep(machineId, leftOut)}
            >
              {kept ? 'Update offline copy' : 'Make available offline'}
            </Button>
          )}
          <RemoveOfflineCopy
            machineId={machineId}
            shown={Boolean(kept || job || broken)}
            disabled={keeping}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** The plan for this machine, from its documents and software lists. */
function MachinePlan({
  machineId,
  kept,
  excluded,
  onExcludedChange,
}: {
  machineId: string;
  kept: boolean;
  excluded: string[];
  onExcludedChange: (excluded: string[]) => void;
}) {
  const documents = useQuery(documentsQuery({ machineId }));
  const software = useQuery(softwareListQuery({ machineId }));
  if (!documents.data || !software.data) return null;
  return (
    <KeepPlanChoice
      files={planFiles(documents.data.items, software.data.items)}
      kept={kept}
      excluded={excluded}
      onExcludedChange={onExcludedChange}
    />
  );
}

/**
 * Remove (shown while the machine is kept, or a keep broke off), after a confirmation that says
 * what goes. The dialog stays mounted, so it closes as a dialog does once the copy is gone.
 */
function RemoveOfflineCopy({
  machineId,
  shown,
  disabled,
}: {
  machineId: string;
  shown: boolean;
  disabled: boolean;
}) {
  const remove = useRemoveKeptMachine();
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      {shown && (
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
          <Button variant="default" onClick={confirm.close} data-autofocus>
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
