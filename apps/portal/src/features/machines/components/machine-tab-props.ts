import type { Machine, MachineListItem } from '@toolbox/domain';

/** What every tab of the machine page is given. */
export interface MachineTabProps {
  machine: Machine;
  /** What hangs off the machine, from the catalogue; undefined while it loads. */
  counts: MachineListItem['counts'] | undefined;
}
