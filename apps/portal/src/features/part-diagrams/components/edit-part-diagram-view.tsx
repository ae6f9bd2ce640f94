import { machineLabel, useMachines } from '../../../lib/machines';
import { diagramPath } from './diagram-paths';
import { DiagramQuery } from './diagram-status-panels';
import { EditPartDiagramForm } from './edit-part-diagram-form';

/** Loads the diagram for the hotspot editor; the form starts from what the server has. */
export function EditPartDiagramView({ machineId, id }: { machineId: string; id: string }) {
  const { data: machines } = useMachines();
  return (
    <DiagramQuery
      machineId={machineId}
      id={id}
      title="Edit part diagram"
      back={{ to: diagramPath(machineId, id), label: 'Part diagram' }}
    >
      {(diagram) => (
        <EditPartDiagramForm diagram={diagram} machineName={machineLabel(machines, machineId)} />
      )}
    </DiagramQuery>
  );
}
