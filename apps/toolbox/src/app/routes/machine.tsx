import { useParams } from 'react-router';
import { MachineScreen } from '@/features/machines/components/machine-screen';

/** A machine: its guides, part diagrams, specifications, documents and software. */
export function Component() {
  const { machineId = '' } = useParams();
  return <MachineScreen machineId={machineId} />;
}
