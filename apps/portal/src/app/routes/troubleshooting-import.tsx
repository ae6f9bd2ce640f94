import { useParams } from 'react-router';
import { GuideImport } from '../../features/troubleshooting/components/guide-import';
import { MachineGuidesScreen } from '../layout/machine-guides-screen';

export function Component() {
  const { machineId = '' } = useParams();
  return (
    <MachineGuidesScreen
      machineId={machineId}
      title="Import guides"
      description={(machine) => `Add or replace guides for the ${machine} from a CSV or JSON file.`}
    >
      <GuideImport key={machineId} machineId={machineId} />
    </MachineGuidesScreen>
  );
}
