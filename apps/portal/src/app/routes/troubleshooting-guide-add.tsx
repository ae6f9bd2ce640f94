import { useParams } from 'react-router';
import { GuideEditor } from '../../features/troubleshooting/components/guide-editor';
import { GUIDE_IMAGES, MachineGuidesScreen } from '../layout/machine-guides-screen';

export function Component() {
  const { machineId = '' } = useParams();
  return (
    <MachineGuidesScreen
      machineId={machineId}
      title="New guide"
      description={(machine) => `A troubleshooting guide for the ${machine}.`}
    >
      <GuideEditor key={machineId} machineId={machineId} images={GUIDE_IMAGES} />
    </MachineGuidesScreen>
  );
}
