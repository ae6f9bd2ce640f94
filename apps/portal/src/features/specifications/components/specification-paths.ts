/** The specification screens (docs/product.md#routes). */
export const SPECIFICATIONS_PATH = '/specifications';

/** The editor, with the machine chosen when one is given. */
export const specificationsEditPath = (machineId?: string) =>
  machineId
    ? `${SPECIFICATIONS_PATH}/add?machineId=${encodeURIComponent(machineId)}`
    : `${SPECIFICATIONS_PATH}/add`;

/** "Franke A600" for the machine an answer carries. */
export const machineName = (machine: { manufacturer: string; model: string }) =>
  `${machine.manufacturer} ${machine.model}`;
