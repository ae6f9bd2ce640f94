/** The part-diagram screens (docs/product.md#routes). */
export const PARTS_PATH = '/parts';

const machineTypePath = (machineId: string) => `/machine-types/${encodeURIComponent(machineId)}`;

export const diagramAddPath = (machineId: string) =>
  `${machineTypePath(machineId)}/part-diagrams/add`;

export const diagramPath = (machineId: string, id: string) =>
  `${machineTypePath(machineId)}/part-diagrams/${encodeURIComponent(id)}`;

export const diagramEditPath = (machineId: string, id: string) =>
  `${diagramPath(machineId, id)}/edit`;

/** "12 parts", "1 part". */
export const countLabel = (count: number, noun: string) =>
  `${count} ${noun}${count === 1 ? '' : 's'}`;
