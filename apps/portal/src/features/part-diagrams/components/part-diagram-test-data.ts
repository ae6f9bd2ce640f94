import type { DiagramPart, PartDiagram } from '@toolbox/domain';

/** A parts row, changed by `overrides`. */
export const makePart = (overrides: Partial<DiagramPart> = {}): DiagramPart => ({
  positionNumber: '1',
  partNumber: '',
  name: 'Piston',
  quantity: 1,
  notes: '',
  ...overrides,
});

/** Franke A600's brewing unit with one part and no hotspots, changed by `overrides`. */
export function makeDiagram(overrides: Partial<PartDiagram> = {}): PartDiagram {
  return {
    id: 'diagram_1',
    machineId: 'franke_a600',
    title: 'Brewing unit',
    description: '',
    imagePath: `images/${'c'.repeat(64)}.png`,
    parts: [makePart()],
    hotspots: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
