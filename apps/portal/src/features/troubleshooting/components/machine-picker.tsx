import { Badge, Button, Card, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { MachineListItem } from '@toolbox/domain';
import { ChevronRight, Coffee, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useMachines } from '../../../lib/machines';
import { guideAddPath } from './guide-paths';
import classes from './machine-picker.module.css';

const labelOf = (m: MachineListItem) => `${m.manufacturer} ${m.model}`;

/** Whether every word typed is in the machine's manufacturer, model or id. */
function matches(machine: MachineListItem, filter: string): boolean {
  const haystack = `${labelOf(machine)} ${machine.id}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function NoMachines() {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Coffee size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>No machines in the catalogue yet.</Text>
      <Text size="sm" c="dimmed">
        A guide belongs to a machine type: add the machine first.
      </Text>
      <Button
        component={Link}
        to="/machine-types/add"
        size="xs"
        leftSection={<Plus size={14} aria-hidden />}
      >
        Add a machine type
      </Button>
    </Stack>
  );
}

/**
 * /machine-select-for-guide: the catalogue, filtered as the user types; choosing a machine opens
 * a new guide for it. An empty catalogue points to adding a machine type.
 */
export function MachinePicker() {
  return (
    <QueryState
      query={useMachines()}
      loadingMessage="Loading machines..."
      errorMessage="Failed to load the machine catalogue. Please try again."
    >
      {(machines) => <FilteredMachines machines={machines} />}
    </QueryState>
  );
}

/** The catalogue filtered as the user types, or the way to add a first machine type. */
function FilteredMachines({ machines }: { machines: MachineListItem[] }) {
  const [filter, setFilter] = useState('');
  if (machines.length === 0) {
    return (
      <Card>
        <NoMachines />
      </Card>
    );
  }

  const shown = machines.filter((m) => matches(m, filter));
  return (
    <Card padding="md">
      <Stack gap="md">
        <TextInput
          label="Machine"
          placeholder="Filter by manufacturer or model"
          leftSection={<Search size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No machine matches “{filter.trim()}”.
          </Text>
        ) : (
          <Stack gap={4} component="ul" className={classes.list} aria-label="Machines">
            {shown.map((machine) => {
              const count = machine.counts.troubleshootingGuides;
              return (
                <li key={machine.id}>
                  <UnstyledButton
                    component={Link}
                    to={guideAddPath(machine.id)}
                    className={classes.option}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          {labelOf(machine)}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {machine.id}
                        </Text>
                      </div>
                      <Group gap="sm" wrap="nowrap">
                        <Badge variant="light" color={count ? 'brand' : 'gray'}>
                          {count} {count === 1 ? 'guide' : 'guides'}
                        </Badge>
                        <ChevronRight size={16} aria-hidden />
                      </Group>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
