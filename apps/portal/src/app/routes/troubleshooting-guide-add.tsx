import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { GuideEditor } from '../../features/troubleshooting/components/guide-editor';
import { GUIDE_IMAGES, useMachineGuidesBack } from '../layout/machine-guides';

export function Component() {
  const { machineId = '' } = useParams();
  const { label, back } = useMachineGuidesBack(machineId);
  return (
    <Page
      maw={960}
      title="New guide"
      description={`A troubleshooting guide for the ${label}.`}
      back={back}
    >
      <GuideEditor key={machineId} machineId={machineId} images={GUIDE_IMAGES} />
    </Page>
  );
}
