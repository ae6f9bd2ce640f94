/** The machine catalogue's screens (SPEC.md §2). */
export const MACHINE_TYPES_PATH = '/machine-types';

export const machineDetailPath = (id: string) => `/machine-types/${encodeURIComponent(id)}`;

export const machineEditPath = (id: string) => `/machine-types/edit/${encodeURIComponent(id)}`;
