import { Stack } from '@mantine/core';
import { LoadingPanel } from '../../../components/loading-panel';
import { PageHeader } from '../../../components/page-header';
import { machineLabel, useMachines } from '../../../lib/machines';
import { usePartDiagram } from '../api/get-part-diagram';
import { diagramPath } from './diagram-paths';
import { DiagramLoadFailed } from './diagram-status-panels';
import { EditPartDiagramForm } from './edit-part-diagram-form';

/** Loads the diagram for the hotspot editor; the form starts from what the server has. */
export function EditPartDiagramView({ machineId, id }: { machineId: string; id: string }) {
  const {
    data: diagram,
    isPending,
    isError,
    error,
    isFetching,
    refetch,
  } = usePartDiagram(machineId, id);
  const { data: machines } = useMachines();

  if (isPending) return <LoadingPanel message="Loading part diagram..." />;
  if (isError) {
    return (
      <Stack gap="lg">
        <PageHeader
          title="Edit part diagram"
          back={{ to: diagramPath(machineId, id), label: 'Part diagram' }}
        />
        <DiagramLoadFailed
          error={error}
          what="the part diagram"
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </Stack>
    );
  }
  return <EditPartDiagramForm diagram={diagram} machineName={machineLabel(machines, machineId)} />;
}
