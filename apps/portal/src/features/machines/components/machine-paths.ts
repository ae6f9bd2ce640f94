/** The machine catalogue's screens (docs/product.md#routes). */
export const MACHINE_TYPES_PATH = '/machine-types';

export const machineDetailPath = (id: string) => `/machine-types/${encodeURIComponent(id)}`;

export const machineEditPath = (id: string) => `/machine-types/edit/${encodeURIComponent(id)}`;
