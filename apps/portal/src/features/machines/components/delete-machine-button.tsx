import { Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Machine } from '@toolbox/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteMachine } from '../api/delete-machine';
import { useMachineImpact } from '../api/get-machine-impact';
import { forgetMachine } from '../api/machine-cache';
import { describeImpact } from './machine-impact';
import { MACHINE_TYPES_PATH } from './machine-paths';
import { machineText } from './machine-text';

/** The dialog's body: what goes and what only loses its link, read when the dialog opens. */
function ImpactSummary({
  machine,
  label,
  impact: { data: impact, isPending, isError },
}: {
  machine: Machine;
  label: string;
  impact: ReturnType<typeof useMachineImpact>;
}) {
  let details;
  if (isPending) {
    details = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {machineText.impactLoading}
        </Text>
      </Group>
    );
  } else if (isError) {
    details = (
      <Text size="sm" c="orange.8">
        {machineText.impactFailed}
      </Text>
    );
  } else {
    const { removed, unlinked } = describeImpact(impact);
    details =
      removed === null && unlinked === null ? (
        <Text size="sm" c="dimmed">
          Nothing else is stored for or linked to this machine.
        </Text>
      ) : (
        <List size="sm" spacing={4} data-testid="machine-impact">
          {removed ? <List.Item>{removed}</List.Item> : null}
          {unlinked ? <List.Item>{unlinked}</List.Item> : null}
        </List>
      );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Delete <strong>{label}</strong> ({machine.id})? This cannot be undone.
      </Text>
      {details}
    </Stack>
  );
}

/** Delete, asked first in a danger dialog that says what goes with the machine; then the list. */
export function DeleteMachineButton({ machine }: { machine: Machine }) {
  const [opened, setOpened] = useState(false);
  const deleteMachine = useDeleteMachine();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = `${machine.manufacturer} ${machine.model}`;
  const impact = useMachineImpact(machine.id, opened);

  return (
    <DeleteButton
      opened={opened}
      onOpenedChange={setOpened}
      title={machineText.deleteTitle}
      message={<ImpactSummary machine={machine} label={label} impact={impact} />}
      confirmText="Delete machine"
      // Confirming waits for the summary, so nobody deletes without having seen it.
      loading={deleteMachine.isPending || (opened && impact.isPending)}
      onDelete={() => deleteMachine.mutateAsync(machine.id)}
      onDeleted={async () => {
        toast.success(machineText.deleted(label));
        await navigate(MACHINE_TYPES_PATH);
        forgetMachine(queryClient, machine.id);
      }}
    />
  );
}
