import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { PartDiagram } from '@toolbox/domain';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { machineLabel, useMachines } from '../../../lib/machines';
import { usePartDiagram } from '../api/get-part-diagram';
import { DeletePartDiagramButton } from './delete-part-diagram-button';
import { countLabel, diagramEditPath, PARTS_PATH } from './diagram-paths';
import { diagramQueryTexts } from './diagram-status-panels';
import { PartDiagramViewer } from './part-diagram-viewer';

const BACK = { to: PARTS_PATH, label: 'Part diagrams' };

/** /machine-types/:machineId/part-diagrams/:diagramId: the viewer, with Edit and Delete. */
export function PartDiagramDetailView({ machineId, id }: { machineId: string; id: string }) {
  return (
    <QueryState
      query={usePartDiagram(machineId, id)}
      {...diagramQueryTexts}
      frame={(panel) => (
        <Stack gap="lg">
          <PageHeader title="Part diagram" back={BACK} />
          <Card>{panel}</Card>
        </Stack>
      )}
    >
      {(diagram) => <PartDiagramDetail machineId={machineId} id={id} diagram={diagram} />}
    </QueryState>
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
