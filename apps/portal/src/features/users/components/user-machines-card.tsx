import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MachineMultiSelect } from '../../../components/machine-multi-select';
import { SectionCard } from '../../../components/section-card';
import { useSetUserMachines, useUserMachines } from '../api/user-machines';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * The machines a person services (decision 029): a document marked must read for the engineers
 * of a machine reaches them.
 */
export function UserMachinesCard({ userId }: { userId: string }) {
  const saved = useUserMachines(userId);
  const save = useSetUserMachines(userId);
  const savedIds = saved.data?.machines.map((m) => m.id);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? savedIds ?? [];
  const dirty = savedIds !== undefined && !sameIds(value, savedIds);

  const submit = async () => {
    try {
      await save.mutateAsync(value);
      // What is saved is shown from now on.
      setChosen(null);
      toast.success(messages.mustRead.machinesSaved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <SectionCard id="user-machines-title" title="Machines" icon={Wrench} gap="sm">
      <Text size="sm" c="dimmed">
        Documents marked must read for these machines are asked of this person.
      </Text>
      {saved.isPending ? (
        <Loader size="sm" aria-label="Loading machines" />
      ) : saved.isError ? (
        <Text size="sm" c="red" role="alert">
          {saved.error.message}
        </Text>
      ) : (
        <Stack gap="sm">
          <MachineMultiSelect
            label="Machines this person services"
            value={value}
            onChange={setChosen}
            disabled={save.isPending}
          />
          <Group>
            <Button onClick={() => void submit()} disabled={!dirty} loading={save.isPending}>
              Save machines
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
