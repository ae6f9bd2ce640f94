import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { GuideImport } from '../../features/troubleshooting/components/guide-import';
import { useMachineGuidesBack } from '../layout/machine-guides';

export function Component() {
  const { machineId = '' } = useParams();
  const { label, back } = useMachineGuidesBack(machineId);
  return (
    <Page
      maw={960}
      title="Import guides"
      description={`Add or replace guides for the ${label} from a CSV or JSON file.`}
      back={back}
    >
      <GuideImport key={machineId} machineId={machineId} />
    </Page>
  );
}
