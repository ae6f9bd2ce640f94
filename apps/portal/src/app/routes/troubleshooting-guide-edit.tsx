import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { GuideEditor } from '../../features/troubleshooting/components/guide-editor';
import { GUIDE_IMAGES, useMachineGuidesBack } from '../layout/machine-guides';

export function Component() {
  const { machineId = '', guideId = '' } = useParams();
  const { label, back } = useMachineGuidesBack(machineId);
  return (
    <Page
      maw={960}
      title="Edit guide"
      description={`A troubleshooting guide for the ${label}.`}
      back={back}
    >
      <GuideEditor
        key={`${machineId}/${guideId}`}
        machineId={machineId}
        guideId={guideId}
        images={GUIDE_IMAGES}
      />
    </Page>
  );
}
