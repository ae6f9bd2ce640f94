import { Canvas, type Rgb } from './files';

const INK: Rgb = [40, 59, 73];
const STEEL: Rgb = [176, 194, 206];
const BRAND: Rgb = [0, 161, 154];

/** The parts of the sample brew unit, with where each sits on the drawing (fractions). */
const PARTS = [
  { n: 1, partNumber: 'FR-A600-101', name: 'Brewing chamber', x: 0.3, y: 0.25 },
  { n: 2, partNumber: 'FR-A600-102', name: 'Piston with seal', x: 0.3, y: 0.52 },
  { n: 3, partNumber: 'FR-SEAL-04', name: 'O-ring 28 x 2.5', x: 0.52, y: 0.5, quantity: 2 },
  { n: 4, partNumber: 'FR-A600-118', name: 'Drive gear', x: 0.72, y: 0.3 },
  { n: 5, partNumber: 'FR-A600-120', name: 'Gear motor 24 V', x: 0.72, y: 0.7 },
] as const;

/**
 * The sample part diagram: an exploded view of a brew unit drawn in code (boxes, rings and
 * leader lines), its parts list and hotspots on the numbered callouts.
 */
export function explodedViewDiagram() {
  const width = 960;
  const height = 640;
  const canvas = new Canvas(width, height, [248, 250, 252]);
  canvas.frame(8, 8, width - 16, height - 16, STEEL, 2);
  // Brewing chamber and piston, stacked.
  canvas.rect(200, 110, 180, 120, STEEL);
  canvas.frame(200, 110, 180, 120, INK);
  canvas.rect(230, 300, 120, 90, STEEL);
  canvas.frame(230, 300, 120, 90, INK);
  canvas.line(290, 230, 290, 300, INK, 3);
  // Seals, drive gear and motor.
  canvas.circle(500, 320, 34, INK, 6);
  canvas.circle(500, 320, 22, INK, 4);
  canvas.circle(690, 190, 70, STEEL);
  canvas.circle(690, 190, 70, INK, 5);
  canvas.circle(690, 190, 14, INK);
  canvas.rect(620, 400, 140, 110, STEEL);
  canvas.frame(620, 400, 140, 110, INK);
  canvas.line(690, 260, 690, 400, INK, 3);
  // Callouts.
  for (const part of PARTS) {
    const cx = Math.round(part.x * width);
    const cy = Math.round(part.y * height);
    canvas.circle(cx, cy, 16, BRAND);
    canvas.circle(cx, cy, 16, [255, 255, 255], 3);
  }
  return {
    title: 'Brew unit (exploded view)',
    png: canvas.png(),
    fields: {
      title: 'Brew unit (exploded view)',
      description: 'Brewing chamber, piston, seals and drive of the A600 brew unit.',
      parts: PARTS.map((p) => ({
        positionNumber: String(p.n),
        partNumber: p.partNumber,
        name: p.name,
        quantity: 'quantity' in p ? p.quantity : 1,
        notes: p.n === 3 ? 'Replace both at every service.' : '',
      })),
      hotspots: PARTS.map((p) => ({ positionNumber: String(p.n), x: p.x, y: p.y })),
    },
  };
}
