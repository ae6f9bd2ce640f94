import { Card, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { machineLabel, useMachines } from '../../../lib/machines';
import { usePartDiagram } from '../api/get-part-diagram';
import { diagramPath } from './diagram-paths';
import { diagramQueryTexts } from './diagram-status-panels';
import { EditPartDiagramForm } from './edit-part-diagram-form';

/** Loads the diagram for the hotspot editor; the form starts from what the server has. */
export function EditPartDiagramView({ machineId, id }: { machineId: string; id: string }) {
  const { data: machines } = useMachines();
  return (
    <QueryState
      query={usePartDiagram(machineId, id)}
      {...diagramQueryTexts}
      frame={(panel) => (
        <Stack gap="lg">
          <PageHeader
            title="Edit part diagram"
            back={{ to: diagramPath(machineId, id), label: 'Part diagram' }}
          />
          <Card>{panel}</Card>
        </Stack>
      )}
    >
      {(diagram) => (
        <EditPartDiagramForm diagram={diagram} machineName={machineLabel(machines, machineId)} />
      )}
    </QueryState>
  );
}
