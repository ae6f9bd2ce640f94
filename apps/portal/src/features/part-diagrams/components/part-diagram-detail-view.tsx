import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { PartDiagram } from '@toolbox/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { machineLabel, useMachines } from '../../../lib/machines';
import { DeletePartDiagramButton } from './delete-part-diagram-button';
import { countLabel, diagramEditPath, PARTS_PATH } from './diagram-paths';
import { DiagramQuery } from './diagram-status-panels';
import { PartDiagramViewer } from './part-diagram-viewer';

const BACK = { to: PARTS_PATH, label: 'Part diagrams' };

/** /machine-types/:machineId/part-diagrams/:diagramId: the viewer, with Edit and Delete. */
export function PartDiagramDetailView({ machineId, id }: { machineId: string; id: string }) {
  return (
    <DiagramQuery machineId={machineId} id={id} title="Part diagram" back={BACK}>
      {(diagram) => <PartDiagramDetail machineId={machineId} id={id} diagram={diagram} />}
    </DiagramQuery>
  );
}

interface PartDiagramDetailProps {
  machineId: string;
  id: string;
  diagram: PartDiagram;
}

function PartDiagramDetail({ machineId, id, diagram }: PartDiagramDetailProps) {
  const { data: machines } = useMachines();
  return (
    <Stack gap="lg">
      <PageHeader
        back={BACK}
        title={diagram.title}
        description={
          <>
            <Anchor
              component={Link}
              to={`/machine-types/${encodeURIComponent(machineId)}`}
              size="sm"
              inherit
              underline="always"
            >
              {machineLabel(machines, machineId)}
            </Anchor>
            {` · ${countLabel(diagram.parts.length, 'part')} · ${countLabel(diagram.hotspots.length, 'hotspot')}`}
          </>
        }
        actions={
          <>
            <Button
              component={Link}
              to={diagramEditPath(machineId, id)}
              leftSection={<Pencil size={16} aria-hidden />}
            >
              Edit
            </Button>
            <DeletePartDiagramButton diagram={diagram} />
          </>
        }
      />
      {diagram.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {diagram.description}
        </Text>
      ) : null}
      <PartDiagramViewer diagram={diagram} />
    </Stack>
  );
}
