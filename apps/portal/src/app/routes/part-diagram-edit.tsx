import { useParams } from 'react-router';
import { EditPartDiagramView } from '../../features/part-diagrams/components/edit-part-diagram-view';

export function Component() {
  const { machineId = '', diagramId = '' } = useParams();
  return (
    <EditPartDiagramView key={`${machineId}/${diagramId}`} machineId={machineId} id={diagramId} />
  );
}
