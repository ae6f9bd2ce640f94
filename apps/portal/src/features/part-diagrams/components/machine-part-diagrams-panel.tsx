import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { MachineNotFoundText } from '../../../components/not-found-panel';
import { QueryState } from '../../../components/query-state';
import { useMachinePartDiagrams } from '../api/get-machine-part-diagrams';
import { countLabel, diagramAddPath } from './diagram-paths';
import { PartDiagramCard } from './part-diagram-card';

/** The part-diagram tab of a machine's page: its diagrams as cards, and Add part diagram. */
export function MachinePartDiagramsPanel({ machineId }: { machineId: string }) {
  const add = (
    <Button
      component={Link}
      to={diagramAddPath(machineId)}
      size="xs"
      leftSection={<Plus size={14} aria-hidden />}
    >
      Add part diagram
    </Button>
  );

  return (
    <QueryState
      query={useMachinePartDiagrams(machineId)}
      loadingMessage="Loading part diagrams..."
      errorMessage="Failed to load part diagrams. Please try again."
      notFound={() => <MachineNotFoundText />}
    >
      {(data) => (
        <Stack gap="md" data-testid="machine-part-diagrams">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {data.length === 0 ? messages.partDiagram.empty : countLabel(data.length, 'diagram')}
            </Text>
            {add}
          </Group>
          {data.length > 0 ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {data.map((diagram) => (
                <PartDiagramCard key={diagram.id} diagram={diagram} />
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
