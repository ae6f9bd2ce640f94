import type { Machine, MachineListItem } from '@toolbox/domain';

/** What every tab of the machine page is given. */
export interface MachineTabProps {
  machine: Machine;
  /** What hangs off the machine (its delete impact); undefined while it loads. */
  counts: MachineListItem['counts'] | undefined;
}
