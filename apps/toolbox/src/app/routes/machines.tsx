import { MachinesScreen } from '@/features/machines/components/machines-screen';

/** Machines by manufacturer. */
export function Component() {
  return <MachinesScreen />;
}
