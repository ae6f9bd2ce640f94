import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachines } from '../../../lib/machines';
import { diagramAddPath } from './diagram-paths';

/**
 * Add part diagram from the cross-machine list: a diagram belongs to a machine, so the machine
 * is chosen first (the list's machine filter, when set, is the suggestion).
 */
export function AddDiagramButton({ machineId }: { machineId?: string | undefined }) {
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState<string | null>(machineId ?? null);
  const { data: machines, isPending } = useMachines();
  const navigate = useNavigate();
  const options = (machines ?? []).map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));

  return (
    <>
      <Button
        leftSection={<Plus size={16} aria-hidden />}
        onClick={() => {
          setChoice(machineId ?? null);
          setOpened(true);
        }}
      >
        Add part diagram
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Add part diagram"
        centered
        size="sm"
      >
        <Stack gap="lg">
          <Text size="sm">Which machine is the diagram for?</Text>
          <Select
            label="Machine"
            placeholder={isPending ? 'Loading machines…' : 'Choose a machine'}
            data={options}
            value={choice}
            onChange={setChoice}
            searchable
            nothingFoundMessage="No machine matches"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              disabled={!choice}
              onClick={() => {
                if (choice) void navigate(diagramAddPath(choice));
              }}
            >
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
