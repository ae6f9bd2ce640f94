import { Badge, Code, Text } from '@mantine/core';
import type { Machine } from '@toolbox/domain';
import { Pencil } from 'lucide-react';
import { QueryState } from '../../../components/query-state';
import { Page, pageFrame } from '../../../components/page';
import { LinkButton } from '../../../components/link-button';
import { useMachine } from '../api/get-machine';
import { useMachineImpact } from '../api/get-machine-impact';
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
      frame={pageFrame({ title: 'Machine', back: BACK }, { inCard: true })}
    >
      {(machine) => <MachineDetail machine={machine} tabs={tabs} />}
    </QueryState>
  );
}

function MachineDetail({ machine, tabs }: { machine: Machine; tabs: readonly MachineTab[] }) {
  // The tabs' counts are what deleting the machine would take or unlink, read on every visit.
  const { data: counts } = useMachineImpact(machine.id, true);
  return (
    <Page
      back={BACK}
      title={`${machine.manufacturer} ${machine.model}`}
      badges={
        machine.category ? (
          <Badge variant="light" color="gray" radius="sm" tt="none" size="lg">
            {machine.category}
          </Badge>
        ) : null
      }
      description={
        <Text span size="sm" c="dimmed" data-testid="machine-id">
          Machine ID: <Code fz="sm">{machine.id}</Code>
        </Text>
      }
      actions={
        <>
          <LinkButton to={machineEditPath(machine.id)} variant="default" icon={Pencil}>
            Edit
          </LinkButton>
          <DeleteMachineButton machine={machine} />
        </>
      }
    >
      <MachineTabs
        machine={machine}
        counts={counts}
        tabs={[OVERVIEW_TAB, ...tabs, ...LINKED_TABS]}
      />
    </Page>
  );
}
