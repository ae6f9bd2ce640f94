import type { PartDiagram, PartDiagramListItem } from '@toolbox/domain';
import type { DiagramMachine, DiagramRow } from './part-diagrams.repository';

/** The API shape of a part diagram, written once. */
export const presentPartDiagram = (row: DiagramRow): PartDiagram => ({
  id: row.id,
  machineId: row.machineId,
  title: row.title,
  description: row.description,
  imagePath: row.imagePath,
  parts: row.parts,
  hotspots: row.hotspots,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A list line: the diagram and the machine it belongs to. */
export const presentPartDiagramListItem = ({
  diagram,
  machine,
}: {
  diagram: DiagramRow;
  machine: DiagramMachine;
}): PartDiagramListItem => ({ ...presentPartDiagram(diagram), machine });
