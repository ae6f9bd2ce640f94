import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { machineLabel, useMachines } from '../../lib/machines';
import { MachineGuidesPanel } from '../../features/troubleshooting/components/machine-guides-panel';

export function Component() {
  const { machineId = '' } = useParams();
  const { data: machines } = useMachines();
  return (
    <Page
      title={machineLabel(machines, machineId)}
      description="Troubleshooting guides for this machine."
      back={{ to: '/troubleshooting', label: 'Troubleshooting' }}
    >
      <MachineGuidesPanel key={machineId} machineId={machineId} />
    </Page>
  );
}
