import { useParams } from 'react-router';
import { GuideEditor } from '../../features/troubleshooting/components/guide-editor';
import { GUIDE_IMAGES, MachineGuidesScreen } from '../layout/machine-guides-screen';

export function Component() {
  const { machineId = '', guideId = '' } = useParams();
  return (
    <MachineGuidesScreen
      machineId={machineId}
      title="Edit guide"
      description={(machine) => `A troubleshooting guide for the ${machine}.`}
    >
      <GuideEditor
        key={`${machineId}/${guideId}`}
        machineId={machineId}
        guideId={guideId}
        images={GUIDE_IMAGES}
      />
    </MachineGuidesScreen>
  );
}
