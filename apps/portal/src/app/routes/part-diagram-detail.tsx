import { useParams } from 'react-router';
import { PartDiagramDetailView } from '../../features/part-diagrams/components/part-diagram-detail-view';

export function Component() {
  const { machineId = '', diagramId = '' } = useParams();
  return (
    <PartDiagramDetailView key={`${machineId}/${diagramId}`} machineId={machineId} id={diagramId} />
  );
}
