import { Card } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { useParams } from 'react-router';
import { LoadingPanel } from '../../components/loading-panel';
import { Page } from '../../components/page';
import { AddPartDiagramForm } from '../../features/part-diagrams/components/add-part-diagram-form';
import { NotFoundPanel } from '../../features/part-diagrams/components/diagram-status-panels';
import { machineLabel, useMachines } from '../../lib/machines';

const BACK = { to: '/parts', label: 'Part diagrams' };

export function Component() {
  const { machineId = '' } = useParams();
  const { data: machines, isPending } = useMachines();
  const known = machines?.some((m) => m.id === machineId);

  if (isPending) return <LoadingPanel />;
  return (
    <Page
      maw={880}
      title="Add part diagram"
      description={known ? `For the ${machineLabel(machines, machineId)}.` : undefined}
      back={BACK}
    >
      {machines && !known ? (
        <Card>
          <NotFoundPanel message={messages.machine.notFound} />
        </Card>
      ) : (
        <AddPartDiagramForm key={machineId} machineId={machineId} />
      )}
    </Page>
  );
}
