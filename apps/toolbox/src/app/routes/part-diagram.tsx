import { useParams } from 'react-router';
import { PartDiagramScreen } from '@/features/part-diagrams/components/part-diagram-screen';

/** A part diagram with its hotspots and parts list. */
export function Component() {
  const { machineId = '', diagramId = '' } = useParams();
  return <PartDiagramScreen machineId={machineId} diagramId={diagramId} />;
}
