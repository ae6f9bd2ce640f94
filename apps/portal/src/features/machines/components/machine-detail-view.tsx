import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { Machine } from '@toolbox/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { useMachines } from '../../../lib/machines';
import { useMachine } from '../api/get-machine';
import { DeleteMachineButton } from './delete-machine-button';
import { MACHINE_TYPES_PATH, machineEditPath } from './machine-paths';
import { LINKED_TABS, MachineTabs, OVERVIEW_TAB, type MachineTab } from './machine-tabs';
import { machineQueryTexts } from './machine-query-texts';

const BACK = { to: MACHINE_TYPES_PATH, label: 'Machine types' };

/**
 * /machine-types/:id: the machine's name and id, Edit and Delete, and its tabs: the overview,
 * then `tabs` (other features' panels, given by the route), then linked documents and software.
 */
export function MachineDetailView({ id, tabs = [] }: { id: string; tabs?: readonly MachineTab[] }) {
  return (
    <QueryState
      query={useMachine(id)}
      {...machineQueryTexts}
      frame={(panel) => (
        <Stack gap="lg">
          <PageHeader title="Machine" back={BACK} />
          <Card>{panel}</Card>
        </Stack>
      )}
    >
      {(machine) => <MachineDetail machine={machine} tabs={tabs} />}
    </QueryState>
  );
}

function MachineDetail({ machine, tabs }: { machine: Machine; tabs: readonly MachineTab[] }) {
  const { data: catalogue } = useMachines({ fresh: true });

  const counts = catalogue?.find((m) => m.id === machine.id)?.counts;
  return (
    <Stack gap="lg">
      <PageHeader
        back={BACK}
        title={
          <Group gap="sm" component="span">
            {machine.manufacturer} {machine.model}
            {machine.category ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" size="lg">
                {machine.category}
              </Badge>
            ) : null}
          </Group>
        }
        description={
          <Text span size="sm" c="dimmed" data-testid="machine-id">
            Machine ID: <Code fz="sm">{machine.id}</Code>
          </Text>
        }
        actions={
          <>
            <Button
              component={Link}
              to={machineEditPath(machine.id)}
              variant="default"
              leftSection={<Pencil size={16} aria-hidden />}
            >
              Edit
            </Button>
            <DeleteMachineButton machine={machine} />
          </>
        }
      />
      <MachineTabs
        machine={machine}
        counts={counts}
        tabs={[OVERVIEW_TAB, ...tabs, ...LINKED_TABS]}
      />
    </Stack>
  );
}
